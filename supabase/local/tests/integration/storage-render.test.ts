import sharp from 'sharp';
import { pngPhoto, startStorageSuite, storageError } from './storage-support.ts';

// Image transformation (/render/image/...) as Storage's imgproxy renderer answers it, done here
// with sharp: sizes, resize modes, WebP for browsers that take it, gravity; what it cannot do is
// refused in Storage's words, never rendered differently.
const suite = startStorageSuite();
let photo: Buffer;

beforeAll(async () => {
  photo = await pngPhoto(400, 300);
});

describe('image transformation', () => {
  beforeAll(async () => {
    expect((await suite.service.storage.from('catalogue').upload('img/photo.png', photo, { contentType: 'image/png' })).error).toBeNull();
    await suite.service.storage.from('catalogue').upload('img/notes.txt', 'not an image');
  });

  async function render(url: string, accept?: string) {
    const res = await fetch(url, { headers: accept ? { Accept: accept } : {} });
    const bytes = Buffer.from(await res.arrayBuffer());
    const meta = res.ok && res.headers.get('content-type')!.startsWith('image/') ? await sharp(bytes).metadata() : null;
    return { res, bytes, meta };
  }

  test('a browser that accepts WebP gets a resized WebP', async () => {
    const url = suite.anon.storage
      .from('catalogue')
      .getPublicUrl('img/photo.png', { transform: { width: 100, height: 100, resize: 'cover', quality: 75 } }).data.publicUrl;
    expect(url).toBe(
      `${suite.backend.url}/storage/v1/render/image/public/catalogue/img/photo.png?width=100&height=100&resize=cover&quality=75`,
    );
    const { res, meta } = await render(url, 'image/avif,image/webp,*/*');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('vary')).toBe('Accept');
    expect(meta).toMatchObject({ format: 'webp', width: 100, height: 100 });

    const original = await fetch(suite.anon.storage.from('catalogue').getPublicUrl('img/photo.png').data.publicUrl);
    expect(res.headers.get('etag')).toBe(original.headers.get('etag'));
    expect(res.headers.get('x-transformations')).toBe('height:100,width:100,resizing_type:fill,quality:75');
    const again = await fetch(url, { headers: { Accept: 'image/webp', 'If-None-Match': res.headers.get('etag')! } });
    expect(again.status).toBe(200);
  });

  test('without WebP in Accept, or with format=origin, the original format comes back', async () => {
    const bucket = suite.anon.storage.from('catalogue');
    const plain = await render(bucket.getPublicUrl('img/photo.png', { transform: { width: 100, resize: 'contain' } }).data.publicUrl);
    expect(plain.res.headers.get('content-type')).toBe('image/png');
    expect(plain.meta).toMatchObject({ format: 'png', width: 100, height: 75 });
    const origin = await render(
      bucket.getPublicUrl('img/photo.png', { transform: { width: 100, format: 'origin' } }).data.publicUrl,
      'image/webp',
    );
    expect(origin.meta).toMatchObject({ format: 'png', width: 100 });
  });

  test('contain keeps the aspect ratio, fill stretches, and nothing is enlarged', async () => {
    const bucket = suite.anon.storage.from('catalogue');
    const contain = await render(
      bucket.getPublicUrl('img/photo.png', { transform: { width: 200, height: 200, resize: 'contain' } }).data.publicUrl,
    );
    expect(contain.meta).toMatchObject({ width: 200, height: 150 });
    const fill = await render(
      bucket.getPublicUrl('img/photo.png', { transform: { width: 200, height: 200, resize: 'fill' } }).data.publicUrl,
    );
    expect(fill.meta).toMatchObject({ width: 200, height: 200 });
    const larger = await render(bucket.getPublicUrl('img/photo.png', { transform: { width: 1600 } }).data.publicUrl);
    expect(larger.meta).toMatchObject({ width: 400, height: 300 });
  });

  test('a non-image is refused as imgproxy refuses it; bad parameters are refused', async () => {
    const text = await render(`${suite.backend.url}/storage/v1/render/image/public/catalogue/img/notes.txt?width=100`, 'image/webp');
    expect(text.res.status).toBe(400);
    expect(JSON.parse(text.bytes.toString())).toEqual(
      storageError('400', 'InvalidRequest', 'InvalidRequest', 'The source image is invalid or unsupported for rendering'),
    );

    const bad = await fetch(`${suite.backend.url}/storage/v1/render/image/public/catalogue/img/photo.png?quality=5`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ statusCode: '400', message: 'querystring/quality must be >= 20' });
  });

  test('download() with a transform uses the authenticated render route', async () => {
    const { data, error } = await suite.service.storage
      .from('catalogue')
      .download('img/photo.png', { transform: { width: 40, height: 30 } });
    expect(error).toBeNull();
    expect(await sharp(Buffer.from(await data!.arrayBuffer())).metadata()).toMatchObject({ width: 40, height: 30 });
  });
});

describe('gravity', () => {
  /** Red above, blue below: a cover crop to a strip shows which part gravity kept. */
  beforeAll(async () => {
    const red = await sharp({ create: { width: 400, height: 150, channels: 3, background: '#ff0000' } })
      .png()
      .toBuffer();
    const flag = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#0000ff' } })
      .composite([{ input: red, top: 0, left: 0 }])
      .png()
      .toBuffer();
    expect((await suite.service.storage.from('catalogue').upload('img/flag.png', flag, { contentType: 'image/png' })).error).toBeNull();
  });

  async function strip(gravity: string) {
    const res = await fetch(
      `${suite.backend.url}/storage/v1/render/image/public/catalogue/img/flag.png?width=400&height=50&resize=cover&gravity=${gravity}`,
    );
    expect(res.status).toBe(200);
    const { channels } = await sharp(Buffer.from(await res.arrayBuffer())).stats();
    return {
      red: Math.round(channels[0]!.mean),
      blue: Math.round(channels[2]!.mean),
      transformations: res.headers.get('x-transformations'),
    };
  }

  test('north keeps the top, south the bottom, and the header names the gravity', async () => {
    expect(await strip('no')).toEqual({ red: 255, blue: 0, transformations: 'height:50,width:400,resizing_type:fill,gravity:no' });
    expect(await strip('so')).toMatchObject({ red: 0, blue: 255 });
    expect((await strip('sm')).transformations).toBe('height:50,width:400,resizing_type:fill,gravity:sm');
  });

  test('offsets and focal points are NotSupported, never a differently cropped image', async () => {
    const res = await fetch(
      `${suite.backend.url}/storage/v1/render/image/public/catalogue/img/flag.png?width=100&height=100&gravity=fp&x_offset=0.2&y_offset=0.8`,
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(
      storageError('409', 'NotSupported', 'NotSupported', 'The feature gravity offsets is not enabled for this resource'),
    );
  });
});

test('an image of more than 50 megapixels is stored, and rendering it is refused (pixel flood)', async () => {
  const flood = await sharp({ create: { width: 8000, height: 6500, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer();
  expect((await suite.service.storage.from('catalogue').upload('flood.png', flood, { contentType: 'image/png' })).error).toBeNull();
  const res = await fetch(suite.anon.storage.from('catalogue').getPublicUrl('flood.png', { transform: { width: 100 } }).data.publicUrl);
  expect(res.status).toBe(400);
  expect(await res.json()).toEqual(
    storageError('400', 'InvalidRequest', 'InvalidRequest', 'The source image resolution is too large to process'),
  );
});
