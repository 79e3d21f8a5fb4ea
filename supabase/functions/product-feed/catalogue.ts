import type { CatalogueProduct } from './feeds.ts';
import type { SupabaseApi } from './supabase-api.ts';

interface ProductRow {
  id: number;
  product_name: string;
  product_description: string;
  image_url: string | null;
  area: string;
}

interface VariantRow {
  product_id: number;
  sku: string;
  label: string;
  weight_grams: number;
  price: number;
  stock_quantity: number;
}

interface ImageRow {
  product_id: number;
  image_url: string;
}

/**
 * The catalogue as the feeds need it: active products in the shop's order, each with its active
 * variants (in their order) and its gallery. Read as the service role, after the caller was checked.
 */
export async function readCatalogue(api: SupabaseApi): Promise<CatalogueProduct[]> {
  const [products, variants, images] = await Promise.all([
    api.readAll<ProductRow>(
      'products',
      'select=id,product_name,product_description,image_url,area&is_active=eq.true&order=sort_order.asc,id.asc',
    ),
    api.readAll<VariantRow>(
      'product_variants',
      'select=product_id,sku,label,weight_grams,price,stock_quantity&is_active=eq.true&order=product_id.asc,sort_order.asc,id.asc',
    ),
    api.readAll<ImageRow>('product_images', 'select=product_id,image_url&order=product_id.asc,sort_order.asc,id.asc'),
  ]);
  const galleries = groupBy(images, (image) => image.product_id);
  const variantsOf = groupBy(variants, (variant) => variant.product_id);
  return products.map((product) => ({
    id: product.id,
    name: product.product_name,
    description: product.product_description,
    imageUrl: product.image_url,
    galleryUrls: (galleries.get(product.id) ?? []).map((image) => image.image_url),
    area: product.area,
    // The catalogue keeps no barcodes: loose dry fruit has none, so identifier_exists is "no".
    variants: (variantsOf.get(product.id) ?? []).map((variant) => ({
      sku: variant.sku,
      label: variant.label,
      weightGrams: variant.weight_grams,
      price: variant.price,
      stockQuantity: variant.stock_quantity,
      gtin: null,
    })),
  }));
}

function groupBy<T>(rows: T[], key: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}
