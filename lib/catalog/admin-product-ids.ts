import { Problem } from '@/lib/errors/problem';
import type { ProblemCode } from '@/lib/errors/codes';

const ID = /^[1-9][0-9]{0,9}$/;

function idOf(segment: string, notFound: ProblemCode): number {
  const id = ID.test(segment) ? Number(segment) : NaN;
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) throw new Problem(notFound);
  return id;
}

/** A product's id from the path; anything that is not one is a product that does not exist. */
export function productIdOf(segment: string): number {
  return idOf(segment, 'admin_product_not_found');
}

export function variantIdOf(segment: string): number {
  return idOf(segment, 'admin_variant_not_found');
}
