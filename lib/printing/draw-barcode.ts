import type { PDFPage } from 'pdf-lib';
import { CODE128_QUIET_ZONE_MODULES, canEncodeCode128, code128Bars } from './code128';
import { BLACK } from './pdf-text';

/** Widest bar module drawn, in points: wider bars only cost paper. */
const MAX_MODULE_WIDTH = 2;

/**
 * The Code 128 symbol as vector bars, centred in a box of the given width whose top is at y, with
 * quiet zones either side kept clear. Returns false (nothing drawn) when the text cannot be encoded.
 */
export function drawCode128(page: PDFPage, text: string, box: { x: number; y: number; width: number; height: number }): boolean {
  if (!canEncodeCode128(text)) return false;
  const { bars, modules } = code128Bars(text);
  const moduleWidth = Math.min(MAX_MODULE_WIDTH, box.width / (modules + 2 * CODE128_QUIET_ZONE_MODULES));
  const left = box.x + (box.width - modules * moduleWidth) / 2;
  for (const [start, width] of bars) {
    page.drawRectangle({
      x: left + start * moduleWidth,
      y: box.y - box.height,
      width: width * moduleWidth,
      height: box.height,
      color: BLACK,
    });
  }
  return true;
}
