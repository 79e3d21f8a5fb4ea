import { HttpError } from '@/lib/http/errors';
import { PRODUCT_NOT_FOUND, VARIANT_NOT_FOUND } from './messages';

const ID = /^[1-9][0-9]{0,9}$/;

function idOf(value: string | string[] | undefined, notFound: string): number {
  const text = String(value ?? '');
  const id = ID.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) throw new HttpError(404, notFound);
  return id;
}

/** A product's id from the path; anything that is not one is a product that does not exist. */
export function productIdOf(params: Record<string, string | string[] | undefined>): number {
  return idOf(params.id, PRODUCT_NOT_FOUND);
}

export function variantIdOf(params: Record<string, string | string[] | undefined>): number {
  return idOf(params.variantId, VARIANT_NOT_FOUND);
}
