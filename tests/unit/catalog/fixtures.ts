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

/** Chilgoza as the seed has it: 250 g in stock, 1 kg sold out. */
export function chilgozaProduct(overrides: Partial<Product> = {}): Product {
  return product({
    id: 12,
    name: 'Chilgoza Pine Nuts (Roasted)',
    description: 'Roasted in their shells.',
    imageUrl: '/images/products/chilgoza-pine-nuts.webp',
    variants: [
      variant({ sku: 'CPN-250G', label: '250 g', price: 2900, stockQuantity: 15 }),
      variant({ sku: 'CPN-1KG', label: '1 kg', price: 10800, stockQuantity: 0, weightGrams: 1000 }),
    ],
    ...overrides,
  });
}
