// Draws the demo catalogue's product pictures: a vector illustration per product (a bowl or jar of
// the product on a table, with the Karakoram behind the northern-area goods), rendered from SVG to
// 1024×1024 WebP with sharp. Deterministic: the same slug always gives the same picture.
//
//   node scripts/generate-product-images.mjs            writes public/images/products/<slug>.webp
//   node scripts/generate-product-images.mjs --svg DIR  also writes the SVG sources to DIR
//
// The list of slugs must match supabase/seed.sql (tests/integration/db-seed.test.ts checks it).
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUT_DIR = path.join(ROOT, 'public', 'images', 'products');
const SIZE = 1024;
const MAX_BYTES = 60 * 1024;

/** slug → what is drawn: an item kind in a bowl, or a jar/bottle scene; area picks the backdrop. */
export const PRODUCTS = [
  { slug: 'gilgit-dried-apricots', kind: 'apricotDried', area: 'north' },
  { slug: 'hunza-whole-dried-apricots', kind: 'apricotWhole', area: 'north' },
  { slug: 'sweet-apricot-kernels', kind: 'apricotKernel', area: 'north' },
  { slug: 'apricot-kernel-oil', kind: 'oil', area: 'north' },
  { slug: 'gilgit-paper-shell-almonds', kind: 'almondShell', area: 'north' },
  { slug: 'almond-kernels', kind: 'almond', area: 'north' },
  { slug: 'hunza-walnuts-in-shell', kind: 'walnutShell', area: 'north' },
  { slug: 'walnut-kernels', kind: 'walnutKernel', area: 'north' },
  { slug: 'dried-white-mulberries', kind: 'mulberryWhite', area: 'north' },
  { slug: 'dried-black-mulberries', kind: 'mulberryBlack', area: 'north' },
  { slug: 'dried-hunza-cherries', kind: 'cherryDried', area: 'north' },
  { slug: 'chilgoza-pine-nuts', kind: 'chilgoza', area: 'north' },
  { slug: 'dried-apple-rings', kind: 'appleRing', area: 'north' },
  { slug: 'wild-mountain-honey', kind: 'honey', area: 'north' },
  { slug: 'dried-plums-aloo-bukhara', kind: 'plum', area: 'north' },
  { slug: 'northern-mixed-dry-fruit', kind: 'mix', area: 'north' },
  { slug: 'tumuro-wild-thyme-tea', kind: 'herb', area: 'north' },
  { slug: 'cashew-nuts', kind: 'cashew', area: 'world' },
  { slug: 'roasted-pistachios', kind: 'pistachio', area: 'world' },
  { slug: 'ajwa-dates', kind: 'dateAjwa', area: 'world' },
  { slug: 'medjool-dates', kind: 'dateMedjool', area: 'world' },
  { slug: 'california-almonds', kind: 'almondLight', area: 'world' },
  { slug: 'turkish-dried-figs', kind: 'fig', area: 'world' },
  { slug: 'golden-raisins', kind: 'raisinGolden', area: 'world' },
  { slug: 'black-raisins-munakka', kind: 'raisinBlack', area: 'world' },
  { slug: 'hazelnuts', kind: 'hazelnut', area: 'world' },
  { slug: 'dried-cranberries', kind: 'cranberry', area: 'world' },
  { slug: 'fresh-hunza-cherries', kind: 'cherryFresh', area: 'north' },
];

/** A small seeded generator (mulberry32) so every picture is reproducible. */
function randomFor(seedText) {
  let seed = 2166136261;
  for (const ch of seedText) seed = Math.imul(seed ^ ch.charCodeAt(0), 16777619);
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const r1 = (n) => Math.round(n * 10) / 10;
const radial = (id, inner, outer, fx = 0.38, fy = 0.32) =>
  `<radialGradient id="${id}" cx="0.45" cy="0.4" r="0.65" fx="${fx}" fy="${fy}"><stop offset="0" stop-color="${inner}"/><stop offset="1" stop-color="${outer}"/></radialGradient>`;

/** Item shapes, drawn around (0, 0) at roughly 80 px; each returns [defs, body]. */
const ITEMS = {
  apricotDried: () => [
    radial('ia', '#ffc266', '#d9721a'),
    `<ellipse rx="44" ry="37" fill="url(#ia)"/><path d="M-32-4q14-14 30-6t32 4" stroke="#b45a12" stroke-width="3" fill="none" opacity=".55"/>
     <path d="M-26 15q24-10 50 2" stroke="#c0651a" stroke-width="2.5" fill="none" opacity=".45"/><ellipse cx="-13" cy="-15" rx="14" ry="6" fill="#fff" opacity=".28"/>`,
  ],
  apricotWhole: () => [
    radial('ib', '#f0a24a', '#9a4a12'),
    `<circle r="38" fill="url(#ib)"/><path d="M0-36q-10 36 0 72" stroke="#7c3a0c" stroke-width="3" fill="none" opacity=".5"/>
     <path d="M-22-20q8 10 4 26M20-18q-6 14 2 30" stroke="#8a4310" stroke-width="2" fill="none" opacity=".4"/><ellipse cx="-12" cy="-16" rx="10" ry="6" fill="#fff" opacity=".25"/>`,
  ],
  apricotKernel: () => [
    radial('ic', '#f2cf98', '#b98449'),
    `<path d="M0-34c17 12 22 38 10 56-6 8-14 8-20 0C-22 4-17-22 0-34z" fill="url(#ic)"/><path d="M0-28c-3 16-3 32 0 46" stroke="#9c6a35" stroke-width="1.6" fill="none" opacity=".5"/>
     <ellipse cx="-5" cy="-10" rx="4" ry="10" fill="#fff" opacity=".3"/>`,
  ],
  almond: () => [
    radial('id', '#c98a4e', '#6e3c1c'),
    `<path d="M0-46c22 16 30 52 14 76-8 10-20 10-28 0C-30 6-22-30 0-46z" fill="url(#id)"/>
     <path d="M-6-30c-4 18-4 38 0 52M6-28c3 16 3 34-1 48M-14-8c0 12 2 22 6 30" stroke="#5a2f15" stroke-width="1.8" fill="none" opacity=".45"/>
     <ellipse cx="-7" cy="-14" rx="5" ry="14" fill="#fff" opacity=".22"/>`,
  ],
  almondLight: () => [
    radial('ie', '#dca26a', '#8c5428'),
    `<path d="M0-48c23 16 31 54 15 78-8 10-22 10-30 0C-31 6-23-32 0-48z" fill="url(#ie)"/>
     <path d="M-6-32c-4 18-4 40 0 54M7-28c3 16 3 34-1 50" stroke="#6a3a18" stroke-width="1.8" fill="none" opacity=".4"/>
     <ellipse cx="-8" cy="-14" rx="5" ry="15" fill="#fff" opacity=".25"/>`,
  ],
  almondShell: () => [
    radial('if', '#efd5a8', '#b88a55'),
    `<path d="M0-52c28 18 36 60 18 86-10 12-26 12-36 0C-36 8-28-34 0-52z" fill="url(#if)"/>
     ${Array.from({ length: 14 }, (_, i) => `<circle cx="${r1(Math.sin(i * 2.3) * 14)}" cy="${r1(-30 + i * 4.4)}" r="2.2" fill="#8a5f31" opacity=".35"/>`).join('')}
     <path d="M0-50c-6 30-6 60 0 84" stroke="#a27444" stroke-width="2" fill="none" opacity=".5"/>`,
  ],
  walnutShell: () => [
    radial('ig', '#d9ab72', '#8a5f34'),
    `<circle r="42" fill="url(#ig)"/><path d="M0-42c-6 28 6 56 0 84" stroke="#6e4826" stroke-width="3.5" fill="none" opacity=".6"/>
     <path d="M-30-14q10 6 6 18t8 16M28-18q-10 8-4 20t-8 14M-18-32q6 8 0 14M16 24q-8 6-2 14" stroke="#7a532c" stroke-width="2.2" fill="none" opacity=".5"/>
     <ellipse cx="-16" cy="-18" rx="10" ry="7" fill="#fff" opacity=".2"/>`,
  ],
  walnutKernel: () => [
    radial('ih', '#e4b77c', '#9c6630'),
    `<path d="M-38 0c-6-22 10-40 24-34 6-10 22-10 28 0 16-6 30 12 24 34 6 18-10 34-24 28-6 10-22 10-28 0-14 6-30-10-24-28z" fill="url(#ih)"/>
     <path d="M-2-30c-4 20 4 40 0 60M-26-8q10 4 20 0M8 6q10 4 22-2M-22 16q8-4 14 2M10-16q8 6 16 0" stroke="#7d4c1f" stroke-width="2.2" fill="none" opacity=".55"/>`,
  ],
  mulberryWhite: () => [radial('ii', '#fbf2dc', '#d6bf8e'), `<g fill="url(#ii)" stroke="#c2a46e" stroke-width="1.2">${berryCluster()}</g>`],
  mulberryBlack: () => [radial('ij', '#7a3566', '#2a0c22'), `<g fill="url(#ij)" stroke="#1c0716" stroke-width="1.2">${berryCluster()}</g>`],
  cherryDried: () => [
    radial('ik', '#c8344c', '#5e0c1d'),
    `<path d="M-27 0c0-16 12-22 27-22s27 6 27 22-12 20-27 20-27-4-27-20z" fill="url(#ik)"/><path d="M-16-4q8 6 16 0t14 2M-10 10q10-4 20 2" stroke="#4a0815" stroke-width="2" fill="none" opacity=".55"/>
     <ellipse cx="-9" cy="-11" rx="7" ry="4" fill="#fff" opacity=".3"/>`,
  ],
  chilgoza: () => [
    `<linearGradient id="il" x1="0" x2="1"><stop offset="0" stop-color="#4a2814"/><stop offset=".5" stop-color="#7a4a28"/><stop offset="1" stop-color="#3a1f0f"/></linearGradient>`,
    `<path d="M0-34c10 0 15 12 15 30s-6 34-15 38c-9-4-15-20-15-38s5-30 15-30z" fill="url(#il)"/><ellipse cy="-26" rx="9" ry="7" fill="#dcb98a"/>
     <path d="M0-18v46" stroke="#2a160a" stroke-width="1.5" opacity=".45"/><ellipse cx="-5" cy="2" rx="3" ry="14" fill="#fff" opacity=".2"/>`,
  ],
  appleRing: () => [
    radial('im', '#fbeccb', '#e1c48e'),
    `<path d="M0-42a42 42 0 1 1 0 84a42 42 0 1 1 0-84zM0-11a11 11 0 1 0 0 22a11 11 0 1 0 0-22z" fill="url(#im)" fill-rule="evenodd" stroke="#b4503a" stroke-width="4"/>
     <path d="M-26-14q-6 14 0 28M26-14q6 14 0 28" stroke="#d6b277" stroke-width="2" fill="none"/>`,
  ],
  plum: () => [
    radial('in', '#5c2a4c', '#180613'),
    `<ellipse rx="30" ry="24" fill="url(#in)"/><path d="M-20-6q10 8 20 0t18 2M-14 10q12-6 26 2" stroke="#0c0309" stroke-width="2" fill="none" opacity=".6"/>
     <ellipse cx="-10" cy="-11" rx="9" ry="4" fill="#fff" opacity=".28"/>`,
  ],
  cashew: () => [
    radial('io', '#f7e6c0', '#cfa86c'),
    `<path d="M-34 12c-10-34 18-58 46-46 18 8 22 30 12 42-10-14-28-16-38-2-6 8-16 14-20 6z" fill="url(#io)"/><path d="M-24 0c4-20 22-30 38-24" stroke="#fff" stroke-width="4" fill="none" opacity=".35" stroke-linecap="round"/>`,
  ],
  pistachio: () => [
    radial('ip', '#f1e2bf', '#c9ac78'),
    `<ellipse rx="26" ry="36" fill="url(#ip)"/><path d="M-12-30q-8 30 0 60" stroke="#b79866" stroke-width="2" fill="none"/>
     <path d="M6-28q16 28 0 56q-10-28 0-56z" fill="#8fb34b"/><path d="M8-22q10 22 0 44" stroke="#8a5a6a" stroke-width="3" fill="none" opacity=".7"/>`,
  ],
  dateAjwa: () => [
    radial('iq', '#4a2a1e', '#0e0604'),
    `<ellipse rx="22" ry="38" fill="url(#iq)"/><path d="M-10-26q6 26-2 52M8-20q-4 20 2 40" stroke="#000" stroke-width="2" fill="none" opacity=".45"/>
     <ellipse cx="-7" cy="-14" rx="5" ry="12" fill="#fff" opacity=".22"/>`,
  ],
  dateMedjool: () => [
    radial('ir', '#a2582a', '#3e1a08'),
    `<ellipse rx="26" ry="44" fill="url(#ir)"/><path d="M-12-30q8 30-2 60M10-24q-6 24 2 48M-16 0q16 4 32 0" stroke="#2e1205" stroke-width="2" fill="none" opacity=".45"/>
     <ellipse cx="-8" cy="-16" rx="6" ry="14" fill="#fff" opacity=".25"/>`,
  ],
  fig: () => [
    radial('is', '#b7825a', '#5d3720'),
    `<path d="M0-40c6 0 8 6 8 10 20 8 34 28 28 48-8 24-64 24-72 0-6-20 8-40 28-48 0-4 2-10 8-10z" fill="url(#is)"/>
     ${Array.from({ length: 9 }, (_, i) => `<circle cx="${r1(Math.cos(i * 2.1) * 18)}" cy="${r1(10 + Math.sin(i * 1.7) * 12)}" r="2" fill="#f0dcb0" opacity=".5"/>`).join('')}
     <path d="M-24 6q24 10 48 0" stroke="#3e2312" stroke-width="2" fill="none" opacity=".4"/>`,
  ],
  raisinGolden: () => [
    radial('it', '#f0bf55', '#a06a14'),
    `<path d="M-18 0c0-10 8-14 18-14s18 4 18 14-8 13-18 13-18-3-18-13z" fill="url(#it)"/><path d="M-10-2q5 5 10 0t10 1" stroke="#7e5110" stroke-width="1.6" fill="none" opacity=".6"/>`,
  ],
  raisinBlack: () => [
    radial('iu', '#5a3046', '#1a0a12'),
    `<path d="M-22 0c0-12 10-17 22-17s22 5 22 17-10 15-22 15-22-3-22-15z" fill="url(#iu)"/><path d="M-12-3q6 6 12 0t12 2M-8 8q8-3 16 1" stroke="#0a0307" stroke-width="1.8" fill="none" opacity=".6"/>
     <ellipse cx="-7" cy="-8" rx="6" ry="3" fill="#fff" opacity=".22"/>`,
  ],
  hazelnut: () => [
    radial('iv', '#b8773f', '#5e3216'),
    `<circle r="33" fill="url(#iv)"/><path d="M-26-18q26-20 52 0q-26 12-52 0z" fill="#e7d1a5"/><path d="M-14 4q14 10 28 0" stroke="#4a250f" stroke-width="2" fill="none" opacity=".4"/>
     <ellipse cx="-12" cy="-2" rx="7" ry="10" fill="#fff" opacity=".18"/>`,
  ],
  cranberry: () => [
    radial('iw', '#e0425a', '#7a0b20'),
    `<path d="M-15 0c0-10 6-13 15-13s15 3 15 13-6 12-15 12-15-2-15-12z" fill="url(#iw)"/><path d="M-7-2q4 4 8 0t8 1" stroke="#5a0615" stroke-width="1.5" fill="none" opacity=".6"/>`,
  ],
  cherryFresh: () => [
    radial('ix', '#f0374c', '#7a0614'),
    `<path d="M-4-28q10-30 34-38" stroke="#5d7a2b" stroke-width="3.5" fill="none" stroke-linecap="round"/><circle r="28" fill="url(#ix)"/>
     <ellipse cx="-10" cy="-10" rx="8" ry="5" fill="#fff" opacity=".4"/>`,
  ],
  herb: () => [
    '',
    `<path d="M0 40q-4-40 4-80" stroke="#6a5a34" stroke-width="2.5" fill="none"/>${Array.from({ length: 9 }, (_, i) => {
      const y = 32 - i * 9;
      const side = i % 2 === 0 ? 1 : -1;
      return `<ellipse cx="${side * 8}" cy="${y}" rx="9" ry="4.5" transform="rotate(${side * -35} ${side * 8} ${y})" fill="${i % 3 === 0 ? '#8a9a52' : '#6d7e3c'}"/>`;
    }).join('')}<circle cx="4" cy="-42" r="4" fill="#b48ac0"/>`,
  ],
};

function berryCluster() {
  const dots = [];
  for (let row = 0; row < 6; row += 1) {
    const count = row === 0 || row === 5 ? 2 : 3;
    for (let i = 0; i < count; i += 1) dots.push(`<circle cx="${r1((i - (count - 1) / 2) * 14)}" cy="${r1(-32 + row * 13)}" r="9"/>`);
  }
  return dots.join('');
}

/** Mixed dry fruit: several kinds in one pile. */
const MIX_KINDS = ['apricotDried', 'almond', 'walnutKernel', 'apricotKernel', 'mulberryWhite', 'raisinGolden'];

function backdrop(area) {
  if (area === 'north') {
    return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#cfe2f1"/><stop offset=".6" stop-color="#f3ead9"/></linearGradient>
      <linearGradient id="table" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#a8703f"/><stop offset="1" stop-color="#6e4322"/></linearGradient></defs>
      <rect width="1024" height="1024" fill="url(#sky)"/>
      <path d="M0 520 L120 400 L190 450 L300 300 L380 380 L470 250 L560 360 L640 300 L760 420 L860 330 L1024 470 V760 H0Z" fill="#a9bccd"/>
      <path d="M300 300 L335 335 L320 340 L300 322 L282 345 L265 335Z M470 250 L510 300 L490 298 L470 280 L452 305 L436 296Z M860 330 L895 360 L876 362 L860 350 L845 364 L830 358Z" fill="#fff" opacity=".92"/>
      <path d="M0 600 L160 500 L260 560 L400 470 L540 560 L680 490 L820 570 L1024 520 V760 H0Z" fill="#8199ad"/>
      <rect y="760" width="1024" height="264" fill="url(#table)"/>
      <path d="M0 800 H1024 M0 870 H1024 M0 950 H1024" stroke="#5c371b" stroke-width="3" opacity=".35"/>`;
  }
  return `<defs><radialGradient id="wall" cx=".5" cy=".35" r=".8"><stop offset="0" stop-color="#fbf1e0"/><stop offset="1" stop-color="#e7c9a0"/></radialGradient>
      <linearGradient id="table" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8e5a3a"/><stop offset="1" stop-color="#5a3320"/></linearGradient></defs>
      <rect width="1024" height="1024" fill="url(#wall)"/>
      <path d="M212 760 V330 a300 300 0 0 1 600 0 V760" fill="#f6e3c6" stroke="#dcb98a" stroke-width="6"/>
      <rect y="760" width="1024" height="264" fill="url(#table)"/>
      <path d="M0 800 H1024 M0 880 H1024" stroke="#3e2213" stroke-width="3" opacity=".3"/>`;
}

function bowl(area, inside) {
  const body =
    area === 'north'
      ? `<linearGradient id="bowl" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9a6638"/><stop offset="1" stop-color="#5c3a1e"/></linearGradient>`
      : `<linearGradient id="bowl" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fdfaf4"/><stop offset="1" stop-color="#d6c8b0"/></linearGradient>`;
  const trim = area === 'north' ? '#7a4c26' : '#2f5d8a';
  return `<defs>${body}<clipPath id="pile"><rect x="0" y="0" width="1024" height="650"/><ellipse cx="512" cy="650" rx="318" ry="72"/></clipPath></defs>
    <ellipse cx="512" cy="905" rx="300" ry="34" fill="#000" opacity=".22"/>
    <path d="M182 650 Q196 896 512 902 Q828 896 842 650 Z" fill="url(#bowl)"/>
    <path d="M196 700 Q512 760 828 700" stroke="${trim}" stroke-width="10" fill="none" opacity=".75"/>
    <ellipse cx="512" cy="650" rx="330" ry="82" fill="${trim}"/>
    <ellipse cx="512" cy="650" rx="318" ry="72" fill="#3a2414" opacity=".55"/>
    <g clip-path="url(#pile)">${inside}</g>
    <path d="M182 650 A330 82 0 0 0 842 650" stroke="${area === 'north' ? '#b27b47' : '#ffffff'}" stroke-width="6" fill="none" opacity=".6"/>`;
}

function placeItems(random, kinds, count, region, scale) {
  const items = [];
  for (let i = 0; i < count; i += 1) {
    const u = random() * 2 - 1;
    const height = region.height * Math.sqrt(1 - u * u);
    items.push({
      kind: kinds[Math.floor(random() * kinds.length)],
      x: region.cx + u * region.rx,
      y: region.baseY - Math.pow(random(), 1.4) * height,
      rotate: Math.floor(random() * 360),
      scale: scale * (0.88 + random() * 0.24),
    });
  }
  return items.sort((a, b) => a.y - b.y);
}

function useItem(item) {
  return `<use href="#${item.kind}" transform="translate(${r1(item.x)} ${r1(item.y)}) rotate(${item.rotate}) scale(${r1(item.scale * 100) / 100})"/>`;
}

function symbols(kinds) {
  const defs = [];
  const groups = [];
  for (const kind of kinds) {
    const [def, body] = ITEMS[kind]();
    defs.push(def);
    groups.push(`<g id="${kind}">${body}</g>`);
  }
  return `<defs>${defs.join('')}${groups.join('')}</defs>`;
}

const ITEM_SCALE = {
  raisinGolden: 1.15,
  raisinBlack: 1.05,
  cranberry: 1.2,
  mulberryWhite: 0.95,
  mulberryBlack: 0.95,
  chilgoza: 0.95,
  herb: 1.2,
  cherryFresh: 1.05,
};
const ITEM_COUNT = {
  raisinGolden: 200,
  raisinBlack: 170,
  cranberry: 230,
  chilgoza: 160,
  herb: 150,
  mulberryWhite: 140,
  mulberryBlack: 140,
  appleRing: 80,
  walnutShell: 75,
  cherryFresh: 90,
};

function bowlScene(product, random) {
  const kinds = product.kind === 'mix' ? MIX_KINDS : [product.kind];
  const scale = ITEM_SCALE[product.kind] ?? 1;
  const count = product.kind === 'mix' ? 140 : (ITEM_COUNT[product.kind] ?? 110);
  // A bed that covers the bowl's inside, then a mound above the rim, drawn back to front.
  const bed = placeItems(random, kinds, Math.round(count * 0.4), { cx: 512, rx: 300, baseY: 700, height: 70 }, scale);
  const mound = placeItems(random, kinds, count - bed.length, { cx: 512, rx: 280, baseY: 690, height: 230 }, scale);
  const pile = [...bed, ...mound].sort((a, b) => a.y - b.y);
  const loose = [0, 1, 2, 3].map((i) => ({
    kind: kinds[Math.floor(random() * kinds.length)],
    x: i < 2 ? 70 + i * 80 + random() * 30 : 860 + (i - 2) * 80 + random() * 20,
    y: 980 + random() * 20,
    rotate: Math.floor(random() * 360),
    scale: scale * 1.2,
  }));
  // The bowl is drawn at 1.22× about its rim so that the product fills the picture.
  return `${symbols(kinds)}<g transform="translate(512 650) scale(1.22) translate(-512 -650)">${bowl(product.area, pile.map(useItem).join(''))}</g>${loose.map(useItem).join('')}`;
}

function honeyScene(random) {
  const flowers = Array.from({ length: 5 }, (_, i) => {
    const x = 120 + i * 190 + random() * 40;
    const y = 930 + random() * 40;
    return `<g transform="translate(${r1(x)} ${r1(y)})">${[0, 72, 144, 216, 288].map((a) => `<ellipse rx="9" ry="16" cy="-14" transform="rotate(${a})" fill="#fff6d8"/>`).join('')}<circle r="7" fill="#e8a317"/></g>`;
  }).join('');
  return `<defs><linearGradient id="honey" x1="0" x2="1"><stop offset="0" stop-color="#c9760a"/><stop offset=".45" stop-color="#f2b632"/><stop offset="1" stop-color="#b5650a"/></linearGradient>
      <linearGradient id="dipper" x1="0" x2="1"><stop offset="0" stop-color="#c8925a"/><stop offset="1" stop-color="#8a5a2c"/></linearGradient></defs>
    <ellipse cx="512" cy="905" rx="230" ry="30" fill="#000" opacity=".22"/>
    <path d="M330 360 Q312 380 312 420 V850 Q312 900 362 900 H662 Q712 900 712 850 V420 Q712 380 694 360 Z" fill="url(#honey)"/>
    <path d="M330 360 Q312 380 312 420 V850 Q312 900 362 900 H662 Q712 900 712 850 V420 Q712 380 694 360 Z" fill="none" stroke="#fff" stroke-width="6" opacity=".35"/>
    <rect x="350" y="560" width="324" height="170" rx="14" fill="#fbf3df"/>
    ${hexagons(440, 610)}
    <path d="M326 300 H698 L712 362 H312 Z" fill="#b13b2c"/><path d="M326 300 H698" stroke="#8c2a1f" stroke-width="8"/>
    <path d="M344 330 H690" stroke="#f4d7b0" stroke-width="5" stroke-dasharray="18 14"/>
    <rect x="352" y="420" width="26" height="400" rx="13" fill="#fff" opacity=".28"/>
    <g transform="rotate(-28 760 640)"><rect x="750" y="360" width="20" height="330" rx="10" fill="url(#dipper)"/>
      ${[0, 1, 2, 3].map((i) => `<ellipse cx="760" cy="${700 + i * 26}" rx="${44 - i * 3}" ry="13" fill="#a86d34"/>`).join('')}
      <ellipse cx="760" cy="800" rx="30" ry="18" fill="#f2b632"/></g>
    ${flowers}`;
}

function hexagons(x0, y0) {
  const cells = [];
  for (let row = 0; row < 3; row += 1) {
    for (let col = 0; col < 5; col += 1) {
      const x = x0 + col * 36 + (row % 2) * 18;
      const y = y0 + row * 31;
      const points = Array.from(
        { length: 6 },
        (_, k) => `${r1(x + 17 * Math.cos((Math.PI / 3) * k + Math.PI / 6))},${r1(y + 17 * Math.sin((Math.PI / 3) * k + Math.PI / 6))}`,
      ).join(' ');
      cells.push(`<polygon points="${points}" fill="#f2b632" stroke="#c9760a" stroke-width="3"/>`);
    }
  }
  return cells.join('');
}

function oilScene(random) {
  const kernels = placeItems(random, ['apricotKernel'], 26, { cx: 512, rx: 360, baseY: 985, height: 60 }, 0.95);
  return `${symbols(['apricotKernel'])}
    <defs><linearGradient id="oil" x1="0" x2="1"><stop offset="0" stop-color="#d79b1f"/><stop offset=".5" stop-color="#f5d36b"/><stop offset="1" stop-color="#c98a14"/></linearGradient></defs>
    <ellipse cx="512" cy="905" rx="170" ry="26" fill="#000" opacity=".22"/>
    <path d="M472 250 H552 V330 Q552 360 600 400 Q650 440 650 520 V860 Q650 905 605 905 H419 Q374 905 374 860 V520 Q374 440 424 400 Q472 360 472 330 Z" fill="#e9f1ec" opacity=".55"/>
    <path d="M392 560 Q512 540 632 560 V858 Q632 888 602 888 H422 Q392 888 392 858 Z" fill="url(#oil)"/>
    <path d="M472 250 H552 V330 Q552 360 600 400 Q650 440 650 520 V860 Q650 905 605 905 H419 Q374 905 374 860 V520 Q374 440 424 400 Q472 360 472 330 Z" fill="none" stroke="#fff" stroke-width="6" opacity=".6"/>
    <rect x="466" y="200" width="92" height="70" rx="12" fill="#b98a5a"/><path d="M466 230 H558" stroke="#8a6038" stroke-width="4"/>
    <rect x="418" y="640" width="188" height="150" rx="10" fill="#fbf3df"/><circle cx="512" cy="715" r="42" fill="#e89a3c"/><path d="M512 675 q-12 40 0 80" stroke="#c16a1c" stroke-width="4" fill="none"/>
    <rect x="400" y="470" width="22" height="360" rx="11" fill="#fff" opacity=".35"/>
    ${kernels.map(useItem).join('')}`;
}

export function productSvg(product) {
  const random = randomFor(product.slug);
  const scene =
    product.kind === 'honey'
      ? honeyScene(random)
      : product.kind === 'oil'
        ? `<g transform="translate(512 905) scale(1.12) translate(-512 -905)">${oilScene(random)}</g>`
        : bowlScene(product, random);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 1024 1024">${backdrop(product.area)}${scene}</svg>`;
}

async function main() {
  const svgDirIndex = process.argv.indexOf('--svg');
  const svgDir = svgDirIndex > 0 ? process.argv[svgDirIndex + 1] : null;
  fs.mkdirSync(OUT_DIR, { recursive: true });
  if (svgDir) fs.mkdirSync(svgDir, { recursive: true });
  for (const product of PRODUCTS) {
    const svg = productSvg(product);
    if (svgDir) fs.writeFileSync(path.join(svgDir, `${product.slug}.svg`), svg);
    let quality = 86;
    let webp = await sharp(Buffer.from(svg)).webp({ quality, effort: 6 }).toBuffer();
    while (webp.length > MAX_BYTES && quality > 40) {
      quality -= 8;
      webp = await sharp(Buffer.from(svg)).webp({ quality, effort: 6 }).toBuffer();
    }
    fs.writeFileSync(path.join(OUT_DIR, `${product.slug}.webp`), webp);
    console.log(`${product.slug}.webp  ${(webp.length / 1024).toFixed(1)} KB  (quality ${quality})`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await main();
}
