/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { URDU_FACE_CSS, URDU_FACE_FILES, URDU_FACE_VERSION, urduFaceUrl } from '@/lib/i18n/urdu-face';

test("the Urdu face's files are the package's, at an address that changes with its version", () => {
  const installed = JSON.parse(
    fs.readFileSync(path.join('node_modules', '@fontsource', 'noto-naskh-arabic', 'package.json'), 'utf8'),
  ).version;
  expect(URDU_FACE_VERSION).toBe(installed);
  for (const { file } of URDU_FACE_FILES) {
    expect(fs.existsSync(path.join('node_modules', '@fontsource', 'noto-naskh-arabic', 'files', file))).toBe(true);
    expect(urduFaceUrl(file)).toBe(`/fonts/${installed}/${file}`);
    expect(URDU_FACE_CSS).toContain(`url('/fonts/${installed}/${file}') format('woff2')`);
  }
});

test('the face never shifts the page and is used from the phone when it has it', () => {
  expect(URDU_FACE_CSS.match(/@font-face/g)).toHaveLength(URDU_FACE_FILES.length);
  expect(URDU_FACE_CSS).toContain('font-display:optional');
  expect(URDU_FACE_CSS).toMatch(/src:local\('Noto Naskh Arabic'\),/);
  expect(URDU_FACE_CSS).toContain('unicode-range:U+0600-06FF');
});
