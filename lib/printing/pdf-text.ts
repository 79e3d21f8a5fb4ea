import type { PDFFont, PDFPage, RGB } from 'pdf-lib';
import { rgb } from 'pdf-lib';

/**
 * Text for the PDF's standard fonts (Helvetica, WinAnsi encoding). Characters they cannot encode
 * (Urdu, emoji, ...) print as a visible "?" instead of failing the whole batch; docs/couriers.md says why.
 */

export const UNPRINTABLE_PLACEHOLDER = '?';

export const BLACK = rgb(0, 0, 0);
export const GREY = rgb(0.35, 0.35, 0.35);

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

const encodableByFont = new WeakMap<PDFFont, Set<number>>();

function encodableCodePoints(font: PDFFont): Set<number> {
  let codePoints = encodableByFont.get(font);
  if (!codePoints) {
    codePoints = new Set(font.getCharacterSet());
    encodableByFont.set(font, codePoints);
  }
  return codePoints;
}

const glyphWidthsByFont = new WeakMap<PDFFont, Map<string, number>>();

/**
 * The width the text takes when drawn. pdf-lib's widthOfTextAtSize subtracts kerning that drawText
 * never applies, so lines measured with it come out wider than measured.
 */
export function textWidth(text: string, font: PDFFont, size: number): number {
  let widths = glyphWidthsByFont.get(font);
  if (!widths) {
    widths = new Map();
    glyphWidthsByFont.set(font, widths);
  }
  let total = 0;
  for (const character of text) {
    let width = widths.get(character);
    if (width === undefined) {
      width = font.widthOfTextAtSize(character, 1);
      widths.set(character, width);
    }
    total += width;
  }
  return total * size;
}

/** One line of text the font can draw: whitespace runs become one space, the rest is replaced. */
export function toPrintableText(text: string, font: PDFFont): string {
  const codePoints = encodableCodePoints(font);
  let printable = '';
  for (const character of text.replace(/\s+/g, ' ').trim()) {
    printable += codePoints.has(character.codePointAt(0)!) ? character : UNPRINTABLE_PLACEHOLDER;
  }
  return printable;
}

function splitLongWord(word: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const character of word) {
    if (piece && textWidth(piece + character, font, size) > maxWidth) {
      pieces.push(piece);
      piece = '';
    }
    piece += character;
  }
  return piece ? [...pieces, piece] : pieces;
}

/** Lines no wider than maxWidth, broken between words (inside a word only when it alone is too wide). */
export function wrapText(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of toPrintableText(text, font).split(' ').filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (textWidth(candidate, font, size) <= maxWidth) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    const pieces = splitLongWord(word, font, size, maxWidth);
    line = pieces.pop() ?? '';
    lines.push(...pieces);
  }
  return line ? [...lines, line] : lines;
}

/** At most maxLines lines; the last one kept ends with "..." when some were cut. */
export function clampLines(lines: string[], maxLines: number): string[] {
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]!.replace(/.{0,3}$/, '')}...`;
  return kept;
}

export interface TextStyle {
  font: PDFFont;
  size: number;
  color?: RGB;
}

/** Draws one line with its top at y; returns the y under it. */
export function drawLine(page: PDFPage, text: string, x: number, y: number, style: TextStyle): number {
  const baseline = y - style.font.heightAtSize(style.size, { descender: false });
  page.drawText(toPrintableText(text, style.font), { x, y: baseline, size: style.size, font: style.font, color: style.color ?? BLACK });
  return y - style.size * 1.25;
}

/** Draws one line ending at xRight, its top at y; returns the y under it. */
export function drawLineRight(page: PDFPage, text: string, xRight: number, y: number, style: TextStyle): number {
  const printable = toPrintableText(text, style.font);
  return drawLine(page, printable, xRight - textWidth(printable, style.font, style.size), y, style);
}

/** Draws one line centred between xLeft and xRight, its top at y; returns the y under it. */
export function drawLineCentered(page: PDFPage, text: string, xLeft: number, xRight: number, y: number, style: TextStyle): number {
  const printable = toPrintableText(text, style.font);
  return drawLine(page, printable, (xLeft + xRight - textWidth(printable, style.font, style.size)) / 2, y, style);
}

/** Draws wrapped lines with the first top at y; returns the y under the last. */
export function drawLines(page: PDFPage, lines: string[], x: number, y: number, style: TextStyle): number {
  let cursor = y;
  for (const line of lines) cursor = drawLine(page, line, x, cursor, style);
  return cursor;
}
