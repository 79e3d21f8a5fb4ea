import type { Product, ProductDetail, ProductImage, ProductVariant } from './types';

/** The columns the storefront reads, as PostgREST returns them. */
interface VariantRow {
  id: number;
  sku: string;
  label: string;
  weight_value: number | string;
  weight_unit: 'grams' | 'kg';
  weight_grams: number | null;
  price: number;
  compare_at_price: number | null;
  stock_quantity: number;
  sort_order: number;
}

export interface ProductRow {
  id: number;
  slug: string;
  product_name: string;
  product_description: string;
  image_url: string | null;
  area: 'northern_area' | 'international';
  origin: string | null;
  is_best_seller: boolean;
  sort_order: number;
  created_at: string;
  updated_at: string;
  product_variants: VariantRow[] | null;
}

export interface ImageRow {
  image_url: string;
  alt_text: string;
  sort_order: number;
}

function toVariant(row: VariantRow): ProductVariant {
  const weightValue = Number(row.weight_value);
  return {
    id: row.id,
    sku: row.sku,
    label: row.label.trim(),
    weightValue,
    weightUnit: row.weight_unit,
    weightGrams: row.weight_grams ?? Math.round(row.weight_unit === 'kg' ? weightValue * 1000 : weightValue),
    price: row.price,
    compareAtPrice: row.compare_at_price,
    stockQuantity: Math.max(0, row.stock_quantity),
  };
}

export function toProduct(row: ProductRow): Product {
  return {
    id: row.id,
    slug: row.slug,
    name: row.product_name.trim(),
    description: row.product_description,
    imageUrl: row.image_url,
    area: row.area,
    origin: row.origin,
    isBestSeller: row.is_best_seller,
    sortOrder: row.sort_order,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    variants: [...(row.product_variants ?? [])].sort((a, b) => a.sort_order - b.sort_order || a.id - b.id).map(toVariant),
  };
}

export function toProductDetail(row: ProductRow & { product_images: ImageRow[] | null }): ProductDetail {
  const product = toProduct(row);
  const gallery: ProductImage[] = [...(row.product_images ?? [])]
    .sort((a, b) => a.sort_order - b.sort_order)
    .map((image) => ({ url: image.image_url, alt: image.alt_text.trim() || product.name }));
  const main = product.imageUrl ? [{ url: product.imageUrl, alt: product.name }] : [];
  const images = [...main, ...gallery.filter((image) => image.url !== product.imageUrl)];
  return { ...product, images };
}

/** Product ids in URLs are positive whole numbers written plainly ("12", not "012" or "1e1"). */
export function parseProductId(raw: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2147483647 ? id : null;
}
