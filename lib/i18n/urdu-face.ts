import fontPackage from '@fontsource/noto-naskh-arabic/package.json';

/**
 * The Urdu pages' face, Noto Naskh Arabic from @fontsource/noto-naskh-arabic: its Arabic-script file
 * (the package's unicode-range for it), regular only; bold text is the browser's bold of it, which
 * spares a second 53 KB file that, arriving later than the first, would leave headings in a
 * fallback face. Served by the shop at /fonts/<package version>/<file> (app/fonts), so an Urdu page
 * preloads it and a new version of the package is a new address (the file is cached for a year).
 */
const URDU_FACE_FAMILY = 'Noto Naskh Arabic';

export const URDU_FACE_FILES = [
  { file: 'noto-naskh-arabic-arabic-400-normal.woff2', weight: '400', local: ['Noto Naskh Arabic', 'NotoNaskhArabic-Regular'] },
] as const;

const UNICODE_RANGE =
  'U+0600-06FF, U+0750-077F, U+0870-088E, U+0890-0891, U+0897-08E1, U+08E3-08FF, U+200C-200E, U+2010-2011, U+204F, U+2E41, U+FB50-FDFF, U+FE70-FE74, U+FE76-FEFC';

/** Where the shop serves one of URDU_FACE_FILES. */
export function urduFaceUrl(file: string): string {
  return `/fonts/${fontPackage.version}/${file}`;
}

/** The package's version, the first segment of the files' addresses. */
export const URDU_FACE_VERSION = fontPackage.version;

/**
 * The faces' rules, written into Urdu pages only (app/shop-document.tsx). A phone that has the face
 * (most Android phones in Pakistan do) uses its own copy. `font-display: optional` keeps the page from
 * shifting: a face not there within the first moments waits for the next page (it is preloaded, so
 * it usually is there).
 */
export const URDU_FACE_CSS = URDU_FACE_FILES.map(
  ({ file, weight, local }) =>
    `@font-face{font-family:'${URDU_FACE_FAMILY}';font-style:normal;font-weight:${weight};font-display:optional;` +
    `src:${local.map((name) => `local('${name}')`).join(',')},url('${urduFaceUrl(file)}') format('woff2');unicode-range:${UNICODE_RANGE}}`,
).join('');
