import type { A4Sheet } from './a4-sheet';
import type { Fonts } from './pdf-text';
import { drawLine, drawLines, GREY, wrapText } from './pdf-text';
import type { PrintableParty } from './types';

const PARTY_SIZE = 12;

/** A titled name-phone-address-city block at the sheet's cursor, within the given width. */
export function drawParty(sheet: A4Sheet, title: string, party: PrintableParty, fonts: Fonts, x: number, width: number): number {
  let y = drawLine(sheet.page, title, x, sheet.y, { font: fonts.bold, size: 9, color: GREY });
  y = drawLines(sheet.page, wrapText(party.name, fonts.bold, PARTY_SIZE + 1, width), x, y, { font: fonts.bold, size: PARTY_SIZE + 1 });
  for (const [text, font] of [
    [party.phone, fonts.regular],
    [party.address, fonts.regular],
    [party.city, fonts.bold],
  ] as const) {
    y = drawLines(sheet.page, wrapText(text, font, PARTY_SIZE, width), x, y, { font, size: PARTY_SIZE });
  }
  return y;
}
