import { defaultVariant, initialVariant, isProductInStock, lowestPricedVariant, pricePerKg, stockLabel } from '@/lib/catalog/pricing';
import { parseProductId, toProduct, toProductDetail } from '@/lib/catalog/mappers';
import { variant } from './fixtures';

test('the "from" price is the cheapest active weight', () => {
  const small = variant({ price: 650 });
  const big = variant({ price: 2400, label: '1 kg', weightGrams: 1000 });
  expect(lowestPricedVariant([big, small])).toBe(small);
  expect(lowestPricedVariant([])).toBeNull();
});

test('one-click add takes the cheapest weight in stock; the product page opens on it', () => {
  const cheapSoldOut = variant({ price: 500, stockQuantity: 0 });
  const inStock = variant({ price: 900, stockQuantity: 3 });
  expect(defaultVariant([cheapSoldOut, inStock])).toBe(inStock);
  expect(initialVariant([cheapSoldOut, inStock])).toBe(inStock);
  expect(defaultVariant([cheapSoldOut])).toBeNull();
  expect(initialVariant([cheapSoldOut])).toBe(cheapSoldOut);
  expect(isProductInStock({ variants: [cheapSoldOut] })).toBe(false);
  expect(isProductInStock({ variants: [cheapSoldOut, inStock] })).toBe(true);
});

test('price per kilogram, rounded to the rupee; none for bottles', () => {
  expect(pricePerKg(variant({ price: 650, weightGrams: 250, label: '250 g' }))).toBe(2600);
  expect(pricePerKg(variant({ price: 2400, weightGrams: 1000, label: '1 kg' }))).toBe(2400);
  expect(pricePerKg(variant({ price: 600, weightGrams: 100, label: '100 g' }))).toBe(6000);
  expect(pricePerKg(variant({ price: 1000, weightGrams: 300, label: '300 g' }))).toBe(3333);
  expect(pricePerKg(variant({ price: 1100, weightGrams: 150, label: '100 ml bottle' }))).toBeNull();
});

test('stock labels', () => {
  expect(stockLabel(variant({ stockQuantity: 0 }))).toBe('Out of stock');
  expect(stockLabel(variant({ stockQuantity: 8 }))).toBe('Only 8 left');
  expect(stockLabel(variant({ stockQuantity: 40 }))).toBe('In stock');
});

test('product ids in the address are plain positive whole numbers', () => {
  expect(parseProductId('12')).toBe(12);
  for (const bad of ['0', '012', '-1', '1.5', '1e1', 'abc', '', '99999999999', '12 ']) expect(parseProductId(bad)).toBeNull();
});

test('rows become products: variants in the shop order, numeric weights, the gallery after the main photo', () => {
  const row = {
    id: 5,
    slug: 'almonds',
    product_name: ' Almonds ',
    product_description: 'Nice.',
    image_url: '/images/products/a.webp',
    area: 'northern_area' as const,
    origin: 'Gilgit',
    is_best_seller: false,
    sort_order: 50,
    created_at: '2026-01-01',
    updated_at: '2026-01-02',
    product_variants: [
      {
        id: 52,
        sku: 'A-1KG',
        label: '1 kg',
        weight_value: '1.000',
        weight_unit: 'kg' as const,
        weight_grams: 1000,
        price: 2500,
        compare_at_price: null,
        stock_quantity: 20,
        sort_order: 2,
      },
      {
        id: 51,
        sku: 'A-500G',
        label: '500 g',
        weight_value: 500,
        weight_unit: 'grams' as const,
        weight_grams: null,
        price: 1300,
        compare_at_price: 1500,
        stock_quantity: 35,
        sort_order: 1,
      },
    ],
    product_images: [
      { image_url: '/images/products/a-2.webp', alt_text: '', sort_order: 2 },
      { image_url: '/images/products/a.webp', alt_text: 'duplicate of the main photo', sort_order: 0 },
      { image_url: '/images/products/a-1.webp', alt_text: 'Shelled almonds', sort_order: 1 },
    ],
  };
  const product = toProduct(row);
  expect(product.name).toBe('Almonds');
  expect(product.variants.map((v) => [v.id, v.weightValue, v.weightGrams])).toEqual([
    [51, 500, 500],
    [52, 1, 1000],
  ]);
  expect(toProductDetail(row).images).toEqual([
    { url: '/images/products/a.webp', alt: 'Almonds' },
    { url: '/images/products/a-1.webp', alt: 'Shelled almonds' },
    { url: '/images/products/a-2.webp', alt: 'Almonds' },
  ]);
});

test('a card carries what it shows: weights, the "from" price, the price per kg, and what Add to cart adds', async () => {
  const { toProductCardData } = await import('@/lib/catalog/card');
  const { product } = await import('./fixtures');
  const soldOutSmall = variant({ id: 1, label: '250 g', price: 650, stockQuantity: 0, weightGrams: 250 });
  const big = variant({ id: 2, label: '1 kg', price: 2400, stockQuantity: 5, weightValue: 1, weightUnit: 'kg', weightGrams: 1000 });
  const card = toProductCardData(product({ id: 1, name: 'Apricots', isBestSeller: true, variants: [soldOutSmall, big] }));
  expect(card).toEqual({
    id: 1,
    name: 'Apricots',
    origin: 'Gilgit-Baltistan',
    bestSeller: true,
    inStock: true,
    weights: ['250 g', '1 kg'],
    from: { label: '250 g', price: 650 },
    perKg: 2600,
    addItem: {
      productId: 1,
      name: 'Apricots',
      variant: { id: 2, label: '1 kg' },
      price: 2400,
      weight: { value: 1, unit: 'kg' },
      image: '/images/products/p1.webp',
    },
  });
  expect(toProductCardData(product({ id: 2, name: 'Nothing', variants: [] }))).toMatchObject({
    inStock: false,
    from: null,
    perKg: null,
    addItem: null,
  });
});
