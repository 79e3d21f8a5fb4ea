import { expect, type Locator, type Page } from '@playwright/test';

export interface WeightInput {
  sku: string;
  label: string;
  weight: string;
  unit: 'grams' | 'kg';
  price: string;
  stock: string;
}

/** /admin/products/new and /admin/products/{id}: the product's fields, its weights and its photos. */
export class AdminProductsPage {
  readonly heading: Locator;
  readonly photoInput: Locator;
  readonly photos: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.photoInput = page.getByLabel('Add a photo');
    this.photos = page.getByRole('list', { name: 'Product photos' });
  }

  async fillProduct({
    name,
    description,
    origin,
    area,
    position,
  }: {
    name: string;
    description: string;
    origin: string;
    area: 'Northern area' | 'International';
    position: string;
  }) {
    await this.page.getByLabel('Name', { exact: true }).fill(name);
    await this.page.getByLabel('Description').fill(description);
    await this.page.getByLabel('Origin').fill(origin);
    await this.page.getByLabel('Area').selectOption({ label: area });
    await this.page.getByLabel('Position in the shop').fill(position);
  }

  async fillWeight(index: number, weight: WeightInput) {
    const group = this.page.getByRole('group', { name: `Weight ${index}` });
    await group.getByLabel('SKU', { exact: true }).fill(weight.sku);
    await group.getByLabel('Label', { exact: true }).fill(weight.label);
    await group.getByLabel('Weight', { exact: true }).fill(weight.weight);
    await group.getByLabel('Unit').selectOption(weight.unit);
    await group.getByLabel('Price (Rs.)', { exact: true }).fill(weight.price);
    await group.getByLabel('Opening stock').fill(weight.stock);
  }

  async addProduct() {
    await this.page.getByRole('button', { name: 'Add product' }).click();
    await expect(this.page).toHaveURL(/\/admin\/products\/\d+$/, { timeout: 20_000 });
    return Number(new URL(this.page.url()).pathname.split('/').pop());
  }

  async choosePhoto(file: { name: string; mimeType: string; buffer: Buffer }) {
    await this.photoInput.setInputFiles(file);
    await expect(this.page.getByRole('status').filter({ hasText: 'Photo added.' })).toBeVisible({ timeout: 20_000 });
  }

  /** A weight's packed size in cm, saved from its card on /admin/products/{id}. */
  async saveSize(weight: Locator, size: { length: string; width: string; height: string }) {
    await weight.getByLabel('Length (cm)').fill(size.length);
    await weight.getByLabel('Width (cm)').fill(size.width);
    await weight.getByLabel('Height (cm)').fill(size.height);
    await weight.getByRole('button', { name: 'Save weight' }).click();
    await expect(weight.getByRole('status').filter({ hasText: 'Weight saved.' })).toBeVisible({ timeout: 20_000 });
  }

  async hide() {
    const details = this.page.getByRole('form', { name: 'Product details' });
    await details.getByLabel('On sale (shown in the shop)').uncheck();
    await details.getByRole('button', { name: 'Save product' }).click();
    await expect(this.page.getByRole('status').filter({ hasText: 'Product saved' })).toBeVisible({ timeout: 20_000 });
  }
}
