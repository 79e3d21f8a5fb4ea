/** @jest-environment node */
// The four catalogue listings are named in one list (lib/catalog/listing-keys.mjs). What cannot read
// it is held to it here: the pages' folders (Next needs them as folders), proxy.ts's matcher (Next
// needs a literal), the home page's category tiles; and what reads it is checked to still say so.
import fs from 'node:fs';
import path from 'node:path';
import { categoryLinks, mainLinks } from '@/components/layout/site-links';
import { navigationWords } from '../support/words';
import { LISTING_KEYS, LISTING_PATTERN } from '@/lib/catalog/listing-keys.mjs';
import { LISTING_ORDER, LISTINGS } from '@/lib/catalog/listing';
import { CATALOGUE_PAGES } from '@/lib/security/headers.mjs';
import { config } from '../../../proxy';

const ROOT = process.cwd();
const STOREFRONT = path.join(ROOT, 'app', '[locale]', '(storefront)');
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

test('each listing has its definition, at the path of its name, in the menus order', () => {
  expect(Object.keys(LISTINGS).sort()).toEqual([...LISTING_KEYS].sort());
  expect(LISTING_ORDER).toEqual(LISTING_KEYS);
  for (const key of LISTING_KEYS) expect([LISTINGS[key].key, LISTINGS[key].path]).toEqual([key, `/${key}`]);
});

test('each listing is a page and a search twin in app/[locale]/(storefront), and no other folder has a twin', () => {
  const twins = fs.readdirSync(STOREFRONT).filter((folder) => fs.existsSync(path.join(STOREFRONT, folder, 'results', 'page.tsx')));
  expect(twins.sort()).toEqual([...LISTING_KEYS].sort());
  for (const key of LISTING_KEYS) {
    for (const page of [`${key}/page.tsx`, `${key}/results/page.tsx`]) {
      expect([page, read(`app/[locale]/(storefront)/${page}`).includes(`const listing = LISTINGS['${key}'];`)]).toEqual([page, true]);
    }
  }
});

test("proxy.ts's matcher skips the listings and their twins, written out as the list says", () => {
  const [matcher] = config.matcher;
  expect(matcher).toContain(`(?:${LISTING_PATTERN}|terms)$`);
  expect(matcher).toContain(`(?:${LISTING_PATTERN})/results$`);
  expect(CATALOGUE_PAGES).toContain(`/:listing(${LISTING_PATTERN})/results`);
});

test("next.config.mjs rewrites a listing's searches to its twin from the list", () => {
  expect(read('next.config.mjs')).toContain('const listing = `/:listing(${LISTING_PATTERN})`;');
});

test('the menus link every listing by its title, and the home page has a tile for each category', () => {
  const t = navigationWords();
  const links = [...mainLinks(t), ...categoryLinks(t)].filter((link) => LISTING_KEYS.some((key) => link.href === `/${key}`));
  expect(links).toEqual(LISTING_KEYS.map((key) => ({ href: LISTINGS[key].path, label: LISTINGS[key].title })));
  const tiles = read('components/home/shop-by-category.tsx');
  for (const { href } of categoryLinks(t)) expect([href, tiles.includes(`'${href}': {`)]).toEqual([href, true]);
});
