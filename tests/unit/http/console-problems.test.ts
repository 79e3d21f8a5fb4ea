import * as catalog from '@/lib/catalog/messages';
import { ADMIN_MESSAGE_NOT_FOUND } from '@/lib/contact/messages';
import type { ProblemCode } from '@/lib/errors/codes';
import { Problem } from '@/lib/errors/problem';
import { FEED_FAILED, FEED_NO_PARAMETERS, FEED_NOT_ADMIN, FEED_SIGN_IN } from '@/lib/feeds/messages';
import { ADMIN_ORDER_NOT_FOUND, NO_WALLET_ATTEMPT } from '@/lib/orders/messages';
import { SHIPPING_CITY_NOT_FOUND, SHIPPING_METHOD_NOT_FOUND, SHIPPING_REFUSED } from '@/lib/shipping/messages';
import { REVIEW_NOT_FOUND } from '@/lib/testimonials/messages';
import { answered } from '../support/problem-answer';

// The owner console's refusals by the one table: the status and the exact body its pages read
// (the field a message belongs to, the code the order page branches on).
const CONSOLE_ANSWERS: Array<[ProblemCode, number, Record<string, unknown>]> = [
  ['admin_message_not_found', 404, { message: ADMIN_MESSAGE_NOT_FOUND }],
  ['admin_review_not_found', 404, { message: REVIEW_NOT_FOUND }],
  ['admin_product_not_found', 404, { message: catalog.PRODUCT_NOT_FOUND }],
  ['admin_variant_not_found', 404, { message: catalog.VARIANT_NOT_FOUND }],
  ['slug_taken', 409, { message: catalog.SLUG_TAKEN, fieldErrors: { slug: catalog.SLUG_TAKEN } }],
  ['sku_taken', 409, { message: catalog.SKU_TAKEN, fieldErrors: { sku: catalog.SKU_TAKEN } }],
  ['product_value_refused', 400, { message: catalog.PRODUCT_VALUE_REFUSED }],
  ['photo_required', 400, { message: catalog.PHOTO_REQUIRED, fieldErrors: { photo: catalog.PHOTO_REQUIRED } }],
  ['photo_form_required', 415, { message: catalog.PHOTO_REQUIRED }],
  ['photo_too_large', 413, { message: catalog.PHOTO_TOO_LARGE, fieldErrors: { photo: catalog.PHOTO_TOO_LARGE } }],
  ['photo_wrong_type', 415, { message: catalog.PHOTO_WRONG_TYPE }],
  ['photo_not_found', 404, { message: catalog.PHOTO_NOT_FOUND }],
  ['admin_order_not_found', 404, { message: ADMIN_ORDER_NOT_FOUND }],
  ['no_wallet_attempt', 409, { message: NO_WALLET_ATTEMPT, code: 'no_wallet_attempt' }],
  ['shipping_method_not_found', 404, { message: SHIPPING_METHOD_NOT_FOUND }],
  ['shipping_city_not_found', 404, { message: SHIPPING_CITY_NOT_FOUND }],
  ['shipping_refused', 400, { message: SHIPPING_REFUSED }],
  ['feed_sign_in_required', 401, { message: FEED_SIGN_IN }],
  ['feed_admins_only', 403, { message: FEED_NOT_ADMIN }],
  ['feed_takes_no_options', 400, { message: FEED_NO_PARAMETERS }],
  ['feed_failed', 502, { message: FEED_FAILED }],
];

test.each(CONSOLE_ANSWERS)('%s answers %i with its words', (code, status, body) => {
  expect(answered(new Problem(code, { cause: 'logged, never shown' }))).toMatchObject({ status, body: { ok: false, ...body } });
  expect(answered(new Problem(code)).body).toEqual({ ok: false, ...body });
});

test("the product-feed function's own words are the answer when it sent any", () => {
  const refusal = answered(new Problem('feed_function_failed', { message: 'The catalogue has no active product.' }));
  expect(refusal).toMatchObject({ status: 502, body: { ok: false, message: 'The catalogue has no active product.' } });
});
