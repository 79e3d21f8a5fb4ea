// The fuzz's family for what third parties send the shop: the wallets' returns (/payment/callback)
// and notifications (IPN), and WhatsApp's webhook, with odd forms, JSON and query strings.
import type { OddRequest } from './fuzz-http';
import type { Family, ShopContext } from './fuzz-shop-families';
import { ODD_BODIES, ODD_FIELD_VALUES, type Random } from './fuzz-values';

const FORM = 'application/x-www-form-urlencoded';

const JAZZCASH_FIELDS = ['pp_TxnRefNo', 'pp_ResponseCode', 'pp_Amount', 'pp_SecureHash', 'pp_TxnCurrency', 'pp_BillReference'];
const EASYPAISA_FIELDS = ['orderRefNumber', 'paymentToken', 'status', 'desc', 'auth_token', 'postBackURL', 'url'];

const ODD_FORM_VALUES = ['%00', '%ZZ', '', 'x'.repeat(3000), '000', '-1', '1e999', '%E2%80%AE', '<a>', 'T1%00x'];

/** A form body with a few of `fields`, each with an odd value, sometimes repeated or nameless. */
function oddForm(fields: string[], random: Random): string {
  const pairs = Array.from({ length: 1 + random.below(fields.length) }, () => `${random.pick(fields)}=${random.pick(ODD_FORM_VALUES)}`);
  if (random.below(4) === 0) pairs.push(random.pick(['=x', '&&', 'a', '%00=%00']));
  return pairs.join('&');
}

function oddJson(fields: string[], random: Random): string {
  return JSON.stringify(Object.fromEntries(fields.map((field) => [field, random.pick(ODD_FIELD_VALUES)])));
}

const WHATSAPP_BODIES = [
  '{"object":"whatsapp_business_account","entry":null}',
  '{"object":"whatsapp_business_account","entry":[{"changes":[{"value":{"messages":[{"from":"%00","type":"button","button":{"payload":"\\u0000"}}]}}]}]}',
  '{"object":"whatsapp_business_account","entry":[{"changes":"x"}]}',
  '{"object":"page"}',
  '{"entry":[' + '{},'.repeat(300) + '{}]}',
];

export const PAYMENT_FAMILY: Family<ShopContext> = {
  name: 'payments and webhooks',
  build: (context, random) => {
    const requests: OddRequest[] = [];
    const crossSite = { origin: 'https://sandbox.jazzcash.com.pk' };
    for (let i = 0; i < 30; i++) {
      requests.push({
        method: 'POST',
        path: '/payment/callback',
        headers: { ...crossSite, 'content-type': FORM },
        body: oddForm(JAZZCASH_FIELDS, random),
      });
      requests.push({ method: 'GET', path: `/payment/callback?${oddForm([...JAZZCASH_FIELDS, ...EASYPAISA_FIELDS], random)}` });
      const provider = random.pick(['jazzcash', 'easypaisa', 'nope']);
      requests.push({
        method: 'POST',
        path: `/api/payments/${provider}/ipn`,
        headers: random.below(2) ? { 'content-type': FORM } : { 'content-type': 'application/json' },
        body: random.below(2) ? oddForm(JAZZCASH_FIELDS, random) : oddJson(random.below(2) ? JAZZCASH_FIELDS : EASYPAISA_FIELDS, random),
      });
      requests.push({ method: 'GET', path: `/api/payments/${provider}/ipn?${oddForm(['url', 'url', 'orderRefNumber'], random)}` });
      requests.push({
        method: 'POST',
        path: '/payment/continue',
        headers: { origin: context.origin, 'content-type': random.pick([FORM, 'application/json', 'text/plain']) },
        body: oddForm(['orderNumber', 'provider', 'token'], random),
      });
    }
    for (let i = 0; i < 20; i++) {
      requests.push({
        method: 'GET',
        path: `/api/webhooks/whatsapp?hub.mode=${random.pick(['subscribe', '%00', ''])}&hub.verify_token=${random.pick(ODD_FORM_VALUES)}&hub.challenge=${random.pick(ODD_FORM_VALUES)}`,
      });
      const odd = random.pick(ODD_BODIES);
      const [contentType, body] = random.below(2) ? ['application/json', random.pick(WHATSAPP_BODIES)] : [odd.contentType, odd.body];
      requests.push({
        method: 'POST',
        path: '/api/webhooks/whatsapp',
        headers: {
          ...(contentType ? { 'content-type': contentType } : {}),
          ...(random.below(2)
            ? { 'x-hub-signature-256': random.pick(['sha256=00', 'sha256=%ZZ', 'md5=x', 'sha256=' + 'f'.repeat(64)]) }
            : {}),
        },
        body,
      });
    }
    return requests;
  },
};
