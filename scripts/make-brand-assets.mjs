// Draws the shop's images (logo, icons, hero, social card) as SVG and renders them with sharp into
// public/. The output is committed; run this again only to change the artwork:
//   node scripts/make-brand-assets.mjs
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const PUBLIC = path.resolve(import.meta.dirname, '..', 'public');
const out = (file) => path.join(PUBLIC, file);

// --- the mark: a snow-capped peak with an apricot sun on a walnut tile (same drawing as BrandMark) ---
const markShapes = `
  <circle cx="33" cy="15" r="5.5" fill="#f9a449"/>
  <path d="M5 38 19 15.5l6.2 9.6 4.3-5.6L43 38Z" fill="#d96a16"/>
  <path d="M19 15.5 14.6 22.6l2.7-1.3 2.1 1.9 2.4-2.2 1.4.9Z" fill="#fbf8f3"/>
  <path d="M5 38h38v2.5a3.5 3.5 0 0 1-3.5 3.5h-31A3.5 3.5 0 0 1 5 40.5Z" fill="#8f3f10"/>`;
const mark = (rounded = true) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect width="48" height="48" rx="${rounded ? 12 : 0}" fill="#2b1d16"/>${markShapes}</svg>`;
// Maskable icons keep the drawing inside the central 80 % safe zone.
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect width="48" height="48" fill="#2b1d16"/><g transform="translate(6.24 6.24) scale(0.74)">${markShapes}</g></svg>`;
const logo = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 48" role="img" aria-label="Gilgit Dry Fruits">
  <rect width="48" height="48" rx="12" fill="#2b1d16"/>${markShapes}
  <text x="60" y="33" font-family="Georgia, 'Times New Roman', serif" font-size="26" font-weight="700" fill="#2b1d16">Gilgit Dry Fruits</text>
</svg>`;

// --- a seeded random source, so the artwork is the same on every run ---
function random(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** A jagged ridge from x=0 to x=width around baseline y, by midpoint displacement. */
function ridge(rand, width, baseY, roughness, depth = 7) {
  let points = [
    [0, baseY + (rand() - 0.5) * roughness],
    [width, baseY + (rand() - 0.5) * roughness],
  ];
  let spread = roughness;
  for (let level = 0; level < depth; level += 1) {
    const next = [];
    for (let i = 0; i < points.length - 1; i += 1) {
      const [x1, y1] = points[i];
      const [x2, y2] = points[i + 1];
      next.push(points[i], [(x1 + x2) / 2, (y1 + y2) / 2 + (rand() - 0.5) * spread]);
    }
    next.push(points.at(-1));
    points = next;
    spread *= 0.55;
  }
  return points;
}

const W = 1920;
const H = 1080;

function mountainLayer(points, fill, height = H) {
  const d = `M0 ${height} ${points.map(([x, y]) => `L${x.toFixed(1)} ${y.toFixed(1)}`).join(' ')} L${W} ${height} Z`;
  return `<path d="${d}" fill="${fill}"/>`;
}

/** Lifts a ridge into peaks: each [x, height, spread] adds a sharp cone. */
function withPeaks(points, peaks) {
  return points.map(([x, y]) => [
    x,
    y - peaks.reduce((sum, [px, h, spread]) => sum + h * Math.max(0, 1 - Math.abs(x - px) / spread) ** 1.4, 0),
  ]);
}

/** Snow: the mountain shape again, clipped above an uneven snow line. */
function snow(id, points, rand, snowLine, fill) {
  const line = ridge(rand, W, snowLine, 150, 7);
  const clip = `M0 0 ${line.map(([x, y]) => `L${x.toFixed(1)} ${y.toFixed(1)}`).join(' ')} L${W} 0 Z`;
  return `<clipPath id="${id}"><path d="${clip}"/></clipPath><g clip-path="url(#${id})">${mountainLayer(points, fill)}</g>`;
}

function orchard(rand) {
  const trees = [];
  // Poplars: the tall, slim trees that line Gilgit's fields.
  for (let i = 0; i < 26; i += 1) {
    const x = 40 + rand() * (W - 80);
    const base = 850 + rand() * 60;
    const h = 120 + rand() * 90;
    trees.push(
      `<ellipse cx="${x.toFixed(1)}" cy="${(base - h / 2).toFixed(1)}" rx="${(10 + rand() * 6).toFixed(1)}" ry="${(h / 2).toFixed(1)}" fill="${rand() > 0.5 ? '#3d3a1c' : '#4a4420'}"/>`,
    );
  }
  // Apricot trees with fruit.
  for (let i = 0; i < 38; i += 1) {
    const x = rand() * W;
    const y = 905 + rand() * 120;
    const r = 34 + rand() * 26;
    trees.push(`<rect x="${(x - 4).toFixed(1)}" y="${y.toFixed(1)}" width="8" height="${(r * 0.9).toFixed(1)}" fill="#2b1d16"/>`);
    trees.push(`<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${r.toFixed(1)}" fill="${rand() > 0.5 ? '#4f5a22' : '#5d6628'}"/>`);
    for (let f = 0; f < 9; f += 1) {
      const a = rand() * Math.PI * 2;
      const d = rand() * r * 0.8;
      trees.push(
        `<circle cx="${(x + Math.cos(a) * d).toFixed(1)}" cy="${(y + Math.sin(a) * d).toFixed(1)}" r="${(3.5 + rand() * 2.5).toFixed(1)}" fill="${rand() > 0.3 ? '#f9a449' : '#fdc27a'}"/>`,
      );
    }
  }
  return trees.join('');
}

function hero() {
  const rand = random(1547);
  const far = withPeaks(ridge(rand, W, 470, 230, 8), [
    [560, 330, 420],
    [1560, 220, 360],
    [1080, 90, 200],
  ]);
  const mid = withPeaks(ridge(rand, W, 640, 140), [
    [260, 140, 330],
    [1250, 120, 300],
  ]);
  const near = ridge(rand, W, 760, 160);
  const fields = ridge(rand, W, 880, 60, 5);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#231a35"/>
      <stop offset="0.35" stop-color="#5b3350"/>
      <stop offset="0.62" stop-color="#c8663a"/>
      <stop offset="0.8" stop-color="#f3a85a"/>
      <stop offset="1" stop-color="#f8d29a"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.61" cy="0.31" r="0.45">
      <stop offset="0" stop-color="#ffe2b0" stop-opacity="0.9"/>
      <stop offset="1" stop-color="#ffe2b0" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="farRock" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0.1" stop-color="#a07a8a"/>
      <stop offset="0.6" stop-color="#7b5568"/>
    </linearGradient>
    <linearGradient id="midRock" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0.4" stop-color="#6a4452"/>
      <stop offset="0.75" stop-color="#4b2f3b"/>
    </linearGradient>
    <linearGradient id="haze" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#f3b277" stop-opacity="0"/>
      <stop offset="1" stop-color="#f3b277" stop-opacity="0.35"/>
    </linearGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#sky)"/>
  <rect width="${W}" height="${H}" fill="url(#glow)"/>
  <circle cx="1180" cy="330" r="70" fill="#ffe6bd"/>
  ${mountainLayer(far, 'url(#farRock)')}
  ${snow('farSnow', far, rand, 330, '#f6e9e4')}
  <rect y="300" width="${W}" height="420" fill="url(#haze)"/>
  ${mountainLayer(mid, 'url(#midRock)')}
  ${snow('midSnow', mid, rand, 540, '#e6d2cf')}
  ${mountainLayer(near, '#3c2530')}
  ${mountainLayer(fields, '#2e2418')}
  ${orchard(rand)}
  <rect y="1010" width="${W}" height="70" fill="#20170f"/>
</svg>`;
}

function ogImage() {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" width="1200" height="630">
  <defs>
    <linearGradient id="shade" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#1b120d" stop-opacity="0.92"/>
      <stop offset="0.6" stop-color="#1b120d" stop-opacity="0.55"/>
      <stop offset="1" stop-color="#1b120d" stop-opacity="0.1"/>
    </linearGradient>
  </defs>
  <rect width="1200" height="630" fill="url(#shade)"/>
  <g transform="translate(72 72) scale(1.5)"><rect width="48" height="48" rx="12" fill="#2b1d16"/>${markShapes}</g>
  <text x="72" y="300" font-family="DejaVu Serif, Georgia, serif" font-size="64" font-weight="700" fill="#fbf8f3">Pure and Fresh</text>
  <text x="72" y="380" font-family="DejaVu Serif, Georgia, serif" font-size="64" font-weight="700" fill="#fbf8f3">Dry Fruits</text>
  <text x="72" y="450" font-family="DejaVu Sans, Arial, sans-serif" font-size="28" fill="#fdc27a">Apricots · Almonds · Walnuts · Chilgoza</text>
  <text x="72" y="552" font-family="DejaVu Sans, Arial, sans-serif" font-size="26" font-weight="700" fill="#fbf8f3">Gilgit Dry Fruits</text>
  <text x="72" y="588" font-family="DejaVu Sans, Arial, sans-serif" font-size="22" fill="#dcc4b0">From Gilgit-Baltistan to all of Pakistan</text>
</svg>`;
}

/** An .ico holding PNG images (supported by every current browser). */
async function ico(svg, sizes) {
  const images = await Promise.all(sizes.map((size) => sharp(Buffer.from(svg)).resize(size, size).png().toBuffer()));
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach((image, i) => {
    const entry = 6 + 16 * i;
    header.writeUInt8(sizes[i] >= 256 ? 0 : sizes[i], entry);
    header.writeUInt8(sizes[i] >= 256 ? 0 : sizes[i], entry + 1);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(image.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += image.length;
  });
  return Buffer.concat([header, ...images]);
}

const png = (svg, size, file) =>
  sharp(Buffer.from(svg), { density: 384 }).resize(size, size).png({ compressionLevel: 9 }).toFile(out(file));

fs.writeFileSync(out('icon.svg'), `${mark()}\n`);
fs.writeFileSync(out('logo.svg'), `${logo}\n`);
fs.writeFileSync(out('favicon.ico'), await ico(mark(), [16, 32, 48]));
await png(mark(false), 180, 'apple-touch-icon.png');
await png(mark(), 192, 'icons/icon-192.png');
await png(mark(), 512, 'icons/icon-512.png');
await png(maskable, 512, 'icons/icon-maskable-512.png');
await png(mark(), 512, 'logo.png');

const heroSvg = hero();
await sharp(Buffer.from(heroSvg)).webp({ quality: 82, effort: 6 }).toFile(out('images/hero-gilgit.webp'));
const heroForCard = await sharp(Buffer.from(heroSvg)).resize(1200, 630, { fit: 'cover', position: 'right' }).png().toBuffer();
await sharp(heroForCard)
  .composite([{ input: Buffer.from(ogImage()) }])
  .jpeg({ quality: 84, mozjpeg: true })
  .toFile(out('images/og-image.jpg'));

for (const file of [
  'favicon.ico',
  'apple-touch-icon.png',
  'icons/icon-192.png',
  'icons/icon-512.png',
  'icons/icon-maskable-512.png',
  'logo.png',
  'images/hero-gilgit.webp',
  'images/og-image.jpg',
]) {
  console.log(`${file}\t${fs.statSync(out(file)).size} bytes`);
}
