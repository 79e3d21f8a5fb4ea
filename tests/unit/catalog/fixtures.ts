import type { Product, ProductVariant } from '@/lib/catalog/types';

let nextVariantId = 1000;

export function variant(overrides: Partial<ProductVariant> = {}): ProductVariant {
  nextVariantId += 1;
  return {
    id: nextVariantId,
    sku: `SKU-${nextVariantId}`,
    label: '250 g',
    weightValue: 250,
    weightUnit: 'grams',
    weightGrams: 250,
    price: 1000,
    compareAtPrice: null,
    stockQuantity: 10,
    ...overrides,
  };
}

export function product(overrides: Partial<Product> & Pick<Product, 'id' | 'name'>): Product {
  return {
    slug: `product-${overrides.id}`,
    description: 'A product.',
    imageUrl: `/images/products/p${overrides.id}.webp`,
    area: 'northern_area',
    origin: 'Gilgit-Baltistan',
    isBestSeller: false,
    sortOrder: overrides.id * 10,
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
    variants: [variant()],
    ...overrides,
  };
}
