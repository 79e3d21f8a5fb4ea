// The fuzz's families on the embedded backend: REST (tables and functions), auth, storage and
// realtime's HTTP API, each sent with the anon key, with bad keys or with none.
import type { OddRequest } from './fuzz-http';
import type { Family } from './fuzz-shop-families';
import { deepJson, ODD_BODIES, ODD_FIELD_VALUES, type Random } from './fuzz-values';

export interface BackendContext {
  anonKey: string;
}

const TABLES = [
  'products',
  'product_variants',
  'orders',
  'order_items',
  'cities',
  'testimonials',
  'contact_messages',
  'coupons',
  'payments',
  'profiles',
  'shop_settings',
  'nope',
];
const FUNCTIONS = [
  'place_order',
  'quote_order',
  'track_order',
  'quote_shipping_options',
  'request_stock_alert',
  'cancel_order',
  'is_admin',
  'admin_dashboard',
  'start_payment',
  'nope',
];

const base64url = (text: string) => Buffer.from(text).toString('base64url');
const UNSIGNED_SERVICE_TOKEN = `${base64url('{"alg":"none","typ":"JWT"}')}.${base64url('{"role":"service_role","exp":9999999999}')}.`;

/** Keys: the anon key (most requests, so the parsing behind it is reached), a wrong one, a forged one, none. */
function keyHeaders(context: BackendContext, random: Random): Record<string, string> {
  switch (random.below(8)) {
    case 0:
      return {};
    case 1:
      return { apikey: 'not-a-key', authorization: 'Bearer a.b.c' };
    case 2:
      return { apikey: context.anonKey, authorization: `Bearer ${UNSIGNED_SERVICE_TOKEN}` };
    case 3:
      return {
        apikey: context.anonKey,
        authorization: random.pick(['Bearer', 'Basic Zm9vOmJhcg==', 'Bearer %00', `Bearer ${'x'.repeat(5000)}`]),
      };
    default:
      return { apikey: context.anonKey, authorization: `Bearer ${context.anonKey}` };
  }
}

const ODD_SELECTS = [
  Array(3000).fill('id').join(','),
  'id,' + 'products('.repeat(60) + 'id' + ')'.repeat(60),
  '*,nope(*)',
  'id::nope',
  'id->>%00',
  'count()',
  'id.sum()',
  '...cities(*)',
  'a:b:c',
  '(',
  '%ZZ',
  'x'.repeat(3000),
  'id,id,id',
  '*,products!inner(*)',
];
const ODD_FILTERS = [
  'id=eq.%00',
  'id=nope.1',
  'id=in.(' + '1,'.repeat(2000) + '1)',
  'id=eq.1e999',
  'id=gt.abc',
  'or=(id.eq.1,or(id.eq.2,or(id.eq.3)))',
  'or=' + '('.repeat(200),
  'and=(id.eq.1',
  'name=fts(%00).x',
  'id=like.' + '*'.repeat(2000),
  'created_at=gt.2026-13-45',
  'id=is.maybe',
  'not.not.not.id=eq.1',
  'data->a->>b=eq.1',
];
const ODD_ORDERS = ['order=id.nope', 'order=nope', 'order=' + 'id,'.repeat(2000) + 'id', 'order=id.desc.nullsmiddle', 'order=%00'];
const ODD_RANGES = ['limit=-1', 'limit=abc', 'offset=-5', 'limit=1e308', 'offset=99999999999999999999', 'limit=0&offset=0'];
const ODD_PREFERS = [
  'count=exact',
  'count=nope',
  'return=representation, resolution=merge-duplicates',
  'max-affected=-1',
  'tx=rollback',
  'handling=strict, x=%00',
  'missing=default',
];
const ODD_RANGE_HEADERS = ['0-', 'items=0-9', '9-0', 'abc', '0-99999999999999999999'];

function jsonBody(random: Random): { contentType: string | null; body: string | Buffer } {
  if (random.below(2)) return random.pick(ODD_BODIES);
  const keys = ['id', 'name', 'price', 'items', 'contact', 'order_number', 'phone', random.pick(['x', '%00', 'a'.repeat(64)])];
  return {
    contentType: 'application/json',
    body: JSON.stringify(Object.fromEntries(keys.slice(0, 1 + random.below(keys.length)).map((k) => [k, random.pick(ODD_FIELD_VALUES)]))),
  };
}

function restRequests(context: BackendContext, random: Random): OddRequest[] {
  return Array.from({ length: 180 }, () => {
    const table = random.pick(TABLES);
    const headers: Record<string, string> = { ...keyHeaders(context, random) };
    if (random.below(3) === 0) headers.prefer = random.pick(ODD_PREFERS);
    if (random.below(5) === 0) headers.range = random.pick(ODD_RANGE_HEADERS);
    if (random.below(8) === 0) headers['accept-profile'] = random.pick(['auth', '%00', 'public']);
    if (random.below(8) === 0)
      headers.accept = random.pick([
        'application/vnd.pgrst.object+json',
        'text/csv',
        'application/vnd.pgrst.plan',
        'application/geo+json',
        '*/*;q=x',
      ]);
    const query = [`select=${random.pick(ODD_SELECTS)}`, random.pick(ODD_FILTERS), random.pick(ODD_ORDERS), random.pick(ODD_RANGES)]
      .filter(() => random.below(2))
      .join('&');
    const method = random.pick(['GET', 'GET', 'GET', 'HEAD', 'POST', 'PATCH', 'DELETE', 'PUT', 'OPTIONS']);
    if (['GET', 'HEAD', 'OPTIONS'].includes(method)) return { method, path: `/rest/v1/${table}?${query}`, headers };
    const { contentType, body } = jsonBody(random);
    return {
      method,
      path: `/rest/v1/${table}?${query}`,
      headers: { ...headers, ...(contentType ? { 'content-type': contentType } : {}) },
      body,
    };
  });
}

function rpcRequests(context: BackendContext, random: Random): OddRequest[] {
  return Array.from({ length: 120 }, () => {
    const fn = random.pick(FUNCTIONS);
    const headers = keyHeaders(context, random);
    if (random.below(3) === 0) {
      const args = Array.from(
        { length: 1 + random.below(4) },
        () =>
          `${random.pick(['p', 'items', 'phone', 'order_number', '%00'])}=${random.pick(['1', '%00', '%ZZ', 'x'.repeat(500), '{1,2}', 'eq.1'])}`,
      );
      return { method: random.pick(['GET', 'HEAD']), path: `/rest/v1/rpc/${fn}?${args.join('&')}`, headers };
    }
    const { contentType, body } = jsonBody(random);
    return {
      method: 'POST',
      path: `/rest/v1/rpc/${fn}`,
      headers: { ...headers, ...(contentType ? { 'content-type': contentType } : {}) },
      body,
    };
  });
}

const AUTH_ENDPOINTS: [string, string][] = [
  ['POST', '/auth/v1/token?grant_type=password'],
  ['POST', '/auth/v1/token?grant_type=refresh_token'],
  ['POST', '/auth/v1/token?grant_type=pkce'],
  ['POST', '/auth/v1/token?grant_type=%00'],
  ['POST', '/auth/v1/signup'],
  ['POST', '/auth/v1/recover'],
  ['POST', '/auth/v1/otp'],
  ['POST', '/auth/v1/verify'],
  ['GET', '/auth/v1/verify?token=%00&type=recovery&redirect_to=https://evil.example'],
  ['POST', '/auth/v1/resend'],
  ['POST', '/auth/v1/magiclink'],
  ['GET', '/auth/v1/user'],
  ['PUT', '/auth/v1/user'],
  ['POST', '/auth/v1/logout?scope=%00'],
  ['GET', '/auth/v1/settings'],
  ['GET', '/auth/v1/health'],
  ['GET', '/auth/v1/.well-known/jwks.json'],
  ['GET', '/auth/v1/authorize?provider=%00&redirect_to=%ZZ'],
  ['GET', '/auth/v1/callback?code=%00&state=x'],
  ['GET', '/auth/v1/reauthenticate'],
  ['GET', '/auth/v1/admin/users?page=-1&per_page=1e9'],
  ['POST', '/auth/v1/admin/users'],
  ['PUT', '/auth/v1/admin/users/%00'],
  ['DELETE', '/auth/v1/admin/users/not-a-uuid'],
  ['POST', '/auth/v1/admin/generate_link'],
  ['POST', '/auth/v1/factors'],
  ['GET', '/auth/v1/%ZZ'],
];

function authRequests(context: BackendContext, random: Random): OddRequest[] {
  return Array.from({ length: 110 }, () => {
    const [method, path] = random.pick(AUTH_ENDPOINTS);
    const headers = keyHeaders(context, random);
    if (method === 'GET' || method === 'DELETE') return { method, path, headers };
    const fields = [
      'email',
      'password',
      'phone',
      'refresh_token',
      'auth_code',
      'code_verifier',
      'token_hash',
      'type',
      'data',
      'redirect_to',
    ];
    const body =
      random.below(3) === 0
        ? random.pick(ODD_BODIES)
        : {
            contentType: 'application/json',
            body: JSON.stringify(
              Object.fromEntries(fields.filter(() => random.below(2)).map((field) => [field, random.pick(ODD_FIELD_VALUES)])),
            ),
          };
    return { method, path, headers: { ...headers, ...(body.contentType ? { 'content-type': body.contentType } : {}) }, body: body.body };
  });
}

const BUCKETS = ['product-images', 'nope', '%00', '..', 'a'.repeat(300)];
const OBJECT_NAMES = [
  'x.png',
  '..%2F..%2Fetc%2Fpasswd',
  '%00.png',
  'a/b/../../c.webp',
  '%ZZ',
  'x'.repeat(1200) + '.png',
  '.emptyFolderPlaceholder',
  '%E2%80%AE.png',
];

function storageRequests(context: BackendContext, random: Random): OddRequest[] {
  return Array.from({ length: 90 }, () => {
    const bucket = random.pick(BUCKETS);
    const name = random.pick(OBJECT_NAMES);
    const headers = keyHeaders(context, random);
    const [method, path, body] = random.pick<[string, string, string | Buffer | undefined]>([
      ['GET', '/storage/v1/bucket?limit=-1&offset=abc&sortColumn=%00', undefined],
      ['GET', `/storage/v1/bucket/${bucket}`, undefined],
      [
        'POST',
        '/storage/v1/bucket',
        JSON.stringify({
          name: random.pick(ODD_FIELD_VALUES),
          file_size_limit: random.pick(ODD_FIELD_VALUES),
          allowed_mime_types: random.pick(ODD_FIELD_VALUES),
        }),
      ],
      [
        'POST',
        `/storage/v1/object/list/${bucket}`,
        JSON.stringify({
          prefix: random.pick(ODD_FIELD_VALUES),
          limit: random.pick(ODD_FIELD_VALUES),
          offset: random.pick(ODD_FIELD_VALUES),
          sortBy: random.pick(ODD_FIELD_VALUES),
        }),
      ],
      [
        'POST',
        `/storage/v1/object/list-v2/${bucket}`,
        JSON.stringify({ cursor: random.pick(['%00', 'x', '', '!!!']), with_delimiter: random.pick(ODD_FIELD_VALUES) }),
      ],
      ['GET', `/storage/v1/object/public/${bucket}/${name}`, undefined],
      ['GET', `/storage/v1/object/authenticated/${bucket}/${name}`, undefined],
      ['GET', `/storage/v1/object/sign/${bucket}/${name}?token=${random.pick(['a.b.c', '%00', 'x'])}`, undefined],
      ['POST', `/storage/v1/object/sign/${bucket}/${name}`, JSON.stringify({ expiresIn: random.pick(ODD_FIELD_VALUES) })],
      ['POST', `/storage/v1/object/${bucket}/${name}`, Buffer.from('not really a png')],
      ['PUT', `/storage/v1/object/${bucket}/${name}`, deepJson(50)],
      ['DELETE', `/storage/v1/object/${bucket}`, JSON.stringify({ prefixes: random.pick(ODD_FIELD_VALUES) })],
      ['POST', '/storage/v1/object/move', JSON.stringify({ bucketId: bucket, sourceKey: name, destinationKey: random.pick(OBJECT_NAMES) })],
      [
        'GET',
        `/storage/v1/render/image/public/${bucket}/${name}?width=${random.pick(['-1', '1e9', 'abc', '0'])}&quality=${random.pick(['101', '-1', 'x'])}&resize=%00`,
        undefined,
      ],
      ['GET', `/storage/v1/object/info/${bucket}/${name}`, undefined],
    ]);
    const contentType = random.pick([
      'application/json',
      'image/png',
      'multipart/form-data',
      'multipart/form-data; boundary=x',
      'text/plain',
    ]);
    return body === undefined
      ? { method, path, headers }
      : { method, path, headers: { ...headers, 'content-type': contentType, 'x-upsert': random.pick(['true', '%00', 'maybe']) }, body };
  });
}

function realtimeRequests(context: BackendContext, random: Random): OddRequest[] {
  return Array.from({ length: 60 }, () => {
    const headers = keyHeaders(context, random);
    const [method, path] = random.pick([
      ['POST', '/realtime/v1/api/broadcast'],
      ['GET', '/realtime/v1/websocket?apikey=%00&vsn=9.9'],
      ['GET', '/realtime/v1/api/ping'],
      ['GET', '/realtime/v1/%ZZ'],
      ['DELETE', '/realtime/v1/api/broadcast'],
    ]);
    if (method !== 'POST')
      return {
        method,
        path,
        headers: {
          ...headers,
          ...(random.below(2)
            ? { upgrade: 'websocket', connection: 'Upgrade', 'sec-websocket-key': '%00', 'sec-websocket-version': '99' }
            : {}),
        },
      };
    const messages = random.pick([
      JSON.stringify({
        messages: [
          {
            topic: random.pick(ODD_FIELD_VALUES),
            event: random.pick(ODD_FIELD_VALUES),
            payload: random.pick(ODD_FIELD_VALUES),
            private: random.pick(ODD_FIELD_VALUES),
          },
        ],
      }),
      JSON.stringify({ messages: random.pick(ODD_FIELD_VALUES) }),
      JSON.stringify({ messages: Array(500).fill({ topic: 'x', event: 'y', payload: {} }) }),
    ]);
    const odd = random.pick(ODD_BODIES);
    const [contentType, body] = random.below(2) ? ['application/json', messages] : [odd.contentType, odd.body];
    return { method, path, headers: { ...headers, ...(contentType ? { 'content-type': contentType } : {}) }, body };
  });
}

export const BACKEND_FAMILIES: Family<BackendContext>[] = [
  { name: 'backend: rest tables', build: restRequests },
  { name: 'backend: rest rpc', build: rpcRequests },
  { name: 'backend: auth', build: authRequests },
  { name: 'backend: storage', build: storageRequests },
  { name: 'backend: realtime', build: realtimeRequests },
];
