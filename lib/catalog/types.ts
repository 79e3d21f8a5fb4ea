import type { WeightUnit } from '@/lib/format/weight';

/** Where a product comes from, as the shop groups them. */
type ProductArea = 'northern_area' | 'international';

/** One weight a product is sold in, with its own price (whole rupees) and stock. */
export interface ProductVariant {
  id: number;
  sku: string;
  label: string;
  weightValue: number;
  weightUnit: WeightUnit;
  weightGrams: number;
  price: number;
  compareAtPrice: number | null;
  stockQuantity: number;
}

export interface ProductImage {
  url: string;
  alt: string;
}

/** A product as the storefront shows it. Variants are the active ones, in the shop's order. */
export interface Product {
  id: number;
  slug: string;
  name: string;
  description: string;
  imageUrl: string | null;
  area: ProductArea;
  origin: string | null;
  isBestSeller: boolean;
  sortOrder: number;
  createdAt: string;
  updatedAt: string;
  variants: ProductVariant[];
}

/** A product with its gallery, for the product page. */
export interface ProductDetail extends Product {
  images: ProductImage[];
}

/** A weight's current price and stock as the cart checks them (GET /api/catalog/variants). */
export interface LiveVariant {
  id: number;
  productId: number;
  productName: string;
  label: string;
  price: number;
  stockQuantity: number;
}
