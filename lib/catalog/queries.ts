import 'server-only';
import { cache } from 'react';
import { createPublicClient } from '@/lib/supabase/public';
import { CATALOG_TAG, REVALIDATE_SECONDS } from '@/lib/cache/tags';
import { toProduct, toProductDetail, type ImageRow, type ProductRow } from './mappers';
import { isProductInStock } from './pricing';
import type { LiveVariant, Product, ProductDetail } from './types';

const PRODUCT_COLUMNS =
  'id, slug, product_name, product_description, image_url, area, origin, is_best_seller, sort_order, created_at, updated_at, ' +
  'product_variants(id, sku, label, weight_value, weight_unit, weight_grams, price, compare_at_price, stock_quantity, sort_order)';

/** Catalogue reads: anon (row-level security shows active products and variants only), cached under `catalog`. */
function catalogClient() {
  return createPublicClient({ tags: [CATALOG_TAG], revalidate: REVALIDATE_SECONDS });
}

/**
 * `next build` prerenders the catalogue pages. A build made without a reachable backend (no
 * configuration yet) renders them empty instead of failing; they fill in at the first revalidation.
 * At run time a failed read throws, and Next keeps serving the last good page.
 */
async function duringBuildOr<T>(read: () => Promise<T>, empty: T): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (process.env.NEXT_PHASE !== 'phase-production-build') throw error;
    console.warn(`[catalog] backend not reachable during the build, rendering empty: ${(error as Error).message}`);
    return empty;
  }
}

/** Every active product with its active variants, in the shop's order. */
export const listCatalog = cache(async (): Promise<Product[]> =>
  duringBuildOr(async () => {
    const { data, error } = await catalogClient()
      .from('products')
      .select(PRODUCT_COLUMNS)
      .eq('is_active', true)
      .order('sort_order')
      .order('id')
      .order('sort_order', { referencedTable: 'product_variants' })
      .overrideTypes<ProductRow[], { merge: false }>();
    if (error) throw new Error(`could not read the catalogue: ${error.message}`);
    return data.map(toProduct);
  }, []),
);

/** One active product with its gallery, or null when there is none with this id. */
export const getProduct = cache(async (id: number): Promise<ProductDetail | null> => {
  const { data, error } = await catalogClient()
    .from('products')
    .select(`${PRODUCT_COLUMNS}, product_images(image_url, alt_text, sort_order)`)
    .eq('id', id)
    .eq('is_active', true)
    .order('sort_order', { referencedTable: 'product_variants' })
    .order('sort_order', { referencedTable: 'product_images' })
    .maybeSingle()
    .overrideTypes<ProductRow & { product_images: ImageRow[] | null }, { merge: false }>();
  if (error) throw new Error(`could not read product ${id}: ${error.message}`);
  return data ? toProductDetail(data) : null;
});

/** Up to `limit` other products from the same area, those in stock first. */
export async function listRelatedProducts(product: Product, limit = 4): Promise<Product[]> {
  const catalog = await listCatalog();
  return catalog
    .filter((other) => other.id !== product.id && other.area === product.area)
    .sort((a, b) => Number(isProductInStock(b)) - Number(isProductInStock(a)) || a.sortOrder - b.sortOrder || a.id - b.id)
    .slice(0, limit);
}

/** Ids of the active products, for prerendering their pages at build time. */
export async function listActiveProductIds(): Promise<number[]> {
  return (await listCatalog()).map((product) => product.id);
}

/**
 * Current price and stock of the given variants, read now (not cached), for the cart to refresh its
 * display cache. Variants that are inactive, or of an inactive product, are simply absent.
 */
export async function listLiveVariants(ids: readonly number[]): Promise<LiveVariant[]> {
  if (ids.length === 0) return [];
  const { data, error } = await createPublicClient()
    .from('product_variants')
    .select('id, product_id, label, price, stock_quantity, products!inner(product_name, is_active)')
    .in('id', [...ids])
    .eq('products.is_active', true)
    .overrideTypes<
      { id: number; product_id: number; label: string; price: number; stock_quantity: number; products: { product_name: string } }[],
      { merge: false }
    >();
  if (error) throw new Error(`could not read variants: ${error.message}`);
  return data.map((row) => ({
    id: row.id,
    productId: row.product_id,
    productName: row.products.product_name,
    label: row.label,
    price: row.price,
    stockQuantity: Math.max(0, row.stock_quantity),
  }));
}
