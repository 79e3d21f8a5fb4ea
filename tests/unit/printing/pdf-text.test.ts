/** @jest-environment node */
import type { PDFFont } from 'pdf-lib';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { clampLines, textWidth, toPrintableText, UNPRINTABLE_PLACEHOLDER, wrapText } from '@/lib/printing/pdf-text';

let font: PDFFont;

beforeAll(async () => {
  font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
});

test('characters the standard font cannot encode become the placeholder, the rest stays', () => {
  expect(toPrintableText('Ayesha خان 🌰 — Café', font)).toBe(
    `Ayesha ${UNPRINTABLE_PLACEHOLDER.repeat(3)} ${UNPRINTABLE_PLACEHOLDER} — Café`,
  );
  expect(() => font.encodeText(toPrintableText('گلگت 😀', font))).not.toThrow();
});

test('whitespace runs, line breaks included, print as one space', () => {
  expect(toPrintableText('  House 12,\n\tStreet 5  ', font)).toBe('House 12, Street 5');
});

test('long text wraps between words within the width and keeps every word', () => {
  const address = 'House 1234, Street 56, Sector G-9/4, near the big mosque opposite the government school, Islamabad Capital Territory';
  const lines = wrapText(address, font, 12, 150);
  expect(lines.length).toBeGreaterThan(3);
  for (const line of lines) expect(textWidth(line, font, 12)).toBeLessThanOrEqual(150);
  expect(lines.join(' ')).toBe(address);
});

test('widths are measured as drawn, without the kerning drawText never applies', () => {
  const perCharacter = [...'PACKING AV'].reduce((sum, character) => sum + font.widthOfTextAtSize(character, 18), 0);
  expect(textWidth('PACKING AV', font, 18)).toBeCloseTo(perCharacter, 6);
  expect(font.widthOfTextAtSize('PACKING AV', 18)).toBeLessThan(perCharacter);
});

test('a word wider than the line is broken inside', () => {
  const lines = wrapText('X'.repeat(80), font, 12, 100);
  expect(lines.length).toBeGreaterThan(1);
  for (const line of lines) expect(textWidth(line, font, 12)).toBeLessThanOrEqual(100);
  expect(lines.join('')).toBe('X'.repeat(80));
});

test('clamped lines end with an ellipsis when some were cut', () => {
  expect(clampLines(['one', 'two'], 2)).toEqual(['one', 'two']);
  expect(clampLines(['one', 'two words', 'three'], 2)).toEqual(['one', 'two wo...']);
});
