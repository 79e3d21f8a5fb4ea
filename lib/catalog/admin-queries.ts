import 'server-only';
import type { PostgrestError, SupabaseClient } from '@supabase/supabase-js';
import { CATALOG_TAG } from '@/lib/cache/tags';
import { revalidateTags } from '@/lib/cache/revalidation';
import { Problem } from '@/lib/errors/problem';
import { databaseProblem } from '@/lib/errors/database-problem';
import type { Database } from '@/lib/supabase/database.types';
import { createSupabaseServerClient } from '@/lib/supabase/server';
import {
  slugify,
  type newProductSchema,
  type productFieldsSchema,
  type ProductFilters,
  type stockAdjustSchema,
  type variantFieldsSchema,
} from './admin-schema';
import type { AdminProduct, AdminProductSummary, AdminVariant, StockMovement } from './admin-types';
import type { z } from 'zod';

type Client = SupabaseClient<Database>;
type VariantRow = Database['public']['Tables']['product_variants']['Row'];
type ProductFields = z.output<typeof productFieldsSchema>;
type VariantFields = z.output<typeof variantFieldsSchema>;

const VARIANT_COLUMNS =
  'id, sku, label, weight_value, weight_unit, price, compare_at_price, stock_quantity, is_active, sort_order, length_cm, width_cm, height_cm';
const SUMMARY_COLUMNS = `id, product_name, slug, area, is_best_seller, is_active, image_url, product_variants(${VARIANT_COLUMNS})`;
/** How many stock movements the product page shows per weight. */
const HISTORY_LENGTH = 20;

function toVariant(
  row: Pick<
    VariantRow,
    | 'id'
    | 'sku'
    | 'label'
    | 'weight_value'
    | 'weight_unit'
    | 'price'
    | 'compare_at_price'
    | 'stock_quantity'
    | 'is_active'
    | 'sort_order'
    | 'length_cm'
    | 'width_cm'
    | 'height_cm'
  >,
): AdminVariant {
  return {
    id: row.id,
    sku: row.sku,
    label: row.label,
    weightValue: Number(row.weight_value),
    weightUnit: row.weight_unit,
    price: row.price,
    compareAtPrice: row.compare_at_price,
    stock: row.stock_quantity,
    active: row.is_active,
    sortOrder: row.sort_order,
    lengthCm: row.length_cm,
    widthCm: row.width_cm,
    heightCm: row.height_cm,
  };
}

type SummaryRow = {
  id: number;
  product_name: string;
  slug: string;
  area: AdminProduct['area'];
  is_best_seller: boolean;
  is_active: boolean;
  image_url: string | null;
  product_variants: Parameters<typeof toVariant>[0][];
};

function toSummary(row: SummaryRow): AdminProductSummary {
  return {
    id: row.id,
    name: row.product_name,
    slug: row.slug,
    area: row.area,
    bestSeller: row.is_best_seller,
    active: row.is_active,
    imageUrl: row.image_url,
    variants: row.product_variants.map(toVariant).sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id),
  };
}

/** PostgREST's `or` filter syntax reserves these; a search never needs them. */
function searchTerm(q: string): string {
  return q.replace(/[,()*%\\"'.:]/g, ' ').trim();
}

/** Every product (active, inactive or both), searched by name, web address or SKU. */
async function listAdminProducts(supabase: Client, filters: ProductFilters): Promise<AdminProductSummary[]> {
  let query = supabase.from('products').select(SUMMARY_COLUMNS).order('sort_order').order('id');
  if (filters.show) query = query.eq('is_active', filters.show === 'active');
  const term = filters.q ? searchTerm(filters.q) : '';
  if (term) {
    const skus = await supabase.from('product_variants').select('product_id').ilike('sku', `%${term}%`).limit(200);
    if (skus.error) throw new Error(`product search: ${skus.error.code} ${skus.error.message}`);
    const ids = [...new Set((skus.data ?? []).map((row) => row.product_id))];
    const bySku = ids.length > 0 ? `,id.in.(${ids.join(',')})` : '';
    query = query.or(`product_name.ilike.*${term}*,slug.ilike.*${term}*${bySku}`);
  }
  const { data, error } = await query.overrideTypes<SummaryRow[], { merge: false }>();
  if (error) throw new Error(`products: ${error.code} ${error.message}`);
  return data.map(toSummary);
}

export async function getAdminProduct(supabase: Client, id: number): Promise<AdminProduct | null> {
  const { data, error } = await supabase
    .from('products')
    .select(`${SUMMARY_COLUMNS}, product_description, origin, sort_order, product_images(image_url, sort_order, id)`)
    .eq('id', id)
    .maybeSingle()
    .overrideTypes<
      SummaryRow & {
        product_description: string;
        origin: string | null;
        sort_order: number;
        product_images: { image_url: string; sort_order: number; id: number }[];
      },
      { merge: false }
    >();
  if (error) throw new Error(`product ${id}: ${error.code} ${error.message}`);
  if (!data) return null;
  const summary = toSummary(data);
  const gallery = [...data.product_images].sort((a, b) => a.sort_order - b.sort_order || a.id - b.id).map((image) => image.image_url);
  const photos = [...new Set([...(data.image_url ? [data.image_url] : []), ...gallery])];
  return {
    ...summary,
    description: data.product_description,
    origin: data.origin,
    sortOrder: data.sort_order,
    photos,
    history: await stockHistory(
      supabase,
      summary.variants.map((v) => v.id),
    ),
  };
}

async function stockHistory(supabase: Client, variantIds: number[]): Promise<Record<number, StockMovement[]>> {
  const history: Record<number, StockMovement[]> = {};
  await Promise.all(
    variantIds.map(async (variantId) => {
      const { data, error } = await supabase
        .from('stock_movements')
        .select('id, delta, stock_after, reason, note, order_id, created_at')
        .eq('variant_id', variantId)
        .order('created_at', { ascending: false })
        .order('id', { ascending: false })
        .limit(HISTORY_LENGTH);
      if (error) throw new Error(`stock history ${variantId}: ${error.code} ${error.message}`);
      history[variantId] = data.map((row) => ({
        id: row.id,
        delta: row.delta,
        stockAfter: row.stock_after,
        reason: row.reason,
        note: row.note,
        orderId: row.order_id,
        at: row.created_at,
      }));
    }),
  );
  return history;
}

function productRow(fields: ProductFields) {
  return {
    product_name: fields.name,
    slug: fields.slug ?? slugify(fields.name),
    product_description: fields.description,
    origin: fields.origin,
    area: fields.area,
    is_best_seller: fields.bestSeller,
    is_active: fields.active,
    sort_order: fields.sortOrder,
  };
}

function variantRow(fields: VariantFields) {
  return {
    sku: fields.sku,
    label: fields.label,
    weight_value: fields.weightValue,
    weight_unit: fields.weightUnit,
    price: fields.price,
    compare_at_price: fields.compareAtPrice,
    is_active: fields.active,
    sort_order: fields.sortOrder,
    length_cm: fields.lengthCm,
    width_cm: fields.widthCm,
    height_cm: fields.heightCm,
  };
}

/** A unique clash or a refused value is the owner's to fix; anything else is logged. */
function writeError(error: PostgrestError, what: string): Error {
  if (error.code === '23505' && /slug/.test(error.message + (error.details ?? ''))) return new Problem('slug_taken');
  if (error.code === '23505' && /sku/.test(error.message + (error.details ?? ''))) return new Problem('sku_taken');
  if (error.code === '23514' || error.code === '22P02' || error.code === '22003')
    return new Problem('product_value_refused', { cause: error.message });
  return new Error(`${what}: ${error.code} ${error.message}`);
}

/**
 * A new product with its weights, written by admin_create_product in one transaction: the product,
 * its weights and each weight's opening stock (through admin_adjust_stock, so the stock history
 * starts with it) all land, or nothing does.
 */
export async function createProduct(supabase: Client, input: z.output<typeof newProductSchema>): Promise<number> {
  const { variants, ...fields } = input;
  const { data, error } = await supabase.rpc('admin_create_product', {
    product: productRow(fields),
    variants: variants.map((variant) => ({ ...variantRow(variant), initial_stock: variant.initialStock })),
  });
  if (error) throw writeError(error, 'create product');
  revalidateTags([CATALOG_TAG]);
  return data;
}

export async function updateProduct(supabase: Client, id: number, fields: ProductFields): Promise<void> {
  const { data, error } = await supabase.from('products').update(productRow(fields)).eq('id', id).select('id');
  if (error) throw writeError(error, 'update product');
  if (data.length === 0) throw new Problem('admin_product_not_found');
  revalidateTags([CATALOG_TAG]);
}

export async function addVariant(supabase: Client, productId: number, fields: VariantFields & { initialStock: number }): Promise<void> {
  await assertProduct(supabase, productId);
  const { data, error } = await supabase
    .from('product_variants')
    .insert({ ...variantRow(fields), product_id: productId, stock_quantity: 0 })
    .select('id')
    .single();
  if (error) throw writeError(error, 'add variant');
  if (fields.initialStock > 0)
    await adjustStock(supabase, productId, data.id, { delta: fields.initialStock, reason: 'restock', note: 'Opening stock' }, false);
  revalidateTags([CATALOG_TAG]);
}

export async function updateVariant(supabase: Client, productId: number, variantId: number, fields: VariantFields): Promise<void> {
  const { data, error } = await supabase
    .from('product_variants')
    .update(variantRow(fields))
    .eq('id', variantId)
    .eq('product_id', productId)
    .select('id');
  if (error) throw writeError(error, 'update variant');
  if (data.length === 0) throw new Problem('admin_variant_not_found');
  revalidateTags([CATALOG_TAG]);
}

/** Stock changes only through admin_adjust_stock, which checks the change and writes the history. */
export async function adjustStock(
  supabase: Client,
  productId: number,
  variantId: number,
  change: z.output<typeof stockAdjustSchema>,
  revalidate = true,
): Promise<number> {
  const owned = await supabase.from('product_variants').select('id').eq('id', variantId).eq('product_id', productId).maybeSingle();
  if (owned.error) throw new Error(`variant ${variantId}: ${owned.error.code} ${owned.error.message}`);
  if (!owned.data) throw new Problem('admin_variant_not_found');
  const { data, error } = await supabase.rpc('admin_adjust_stock', {
    variant_id: variantId,
    delta: change.delta,
    reason: change.reason,
    note: change.note ?? undefined,
  });
  if (error) {
    const problem = databaseProblem(error);
    throw problem.code === 'variant_not_found' ? new Problem('admin_variant_not_found') : problem;
  }
  if (revalidate) revalidateTags([CATALOG_TAG]);
  return (data as { stock_quantity: number }).stock_quantity;
}

export async function assertProduct(supabase: Client, productId: number): Promise<{ imageUrl: string | null }> {
  const { data, error } = await supabase.from('products').select('id, image_url').eq('id', productId).maybeSingle();
  if (error) throw new Error(`product ${productId}: ${error.code} ${error.message}`);
  if (!data) throw new Problem('admin_product_not_found');
  return { imageUrl: data.image_url };
}

/** For the console's Server Components (the admin layout has already checked the role). */
export async function listCurrentAdminProducts(filters: ProductFilters): Promise<AdminProductSummary[]> {
  return listAdminProducts(await createSupabaseServerClient(), filters);
}

export async function getCurrentAdminProduct(id: number): Promise<AdminProduct | null> {
  return getAdminProduct(await createSupabaseServerClient(), id);
}
