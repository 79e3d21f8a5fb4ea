import type { PDFDocument, PDFPage } from 'pdf-lib';
import type { Fonts } from './pdf-text';
import { drawLine, GREY } from './pdf-text';

export const A4_SIZE: [number, number] = [595.28, 841.89];
const SHEET_MARGIN = 40;

/**
 * A document of one or more A4 pages written top to bottom: when the next block does not fit, it
 * goes on a new page headed "<title> (continued)".
 */
export class A4Sheet {
  page: PDFPage;
  y: number;

  constructor(
    private readonly document: PDFDocument,
    private readonly fonts: Fonts,
    private readonly continuedTitle: string,
  ) {
    this.page = document.addPage(A4_SIZE);
    this.y = A4_SIZE[1] - SHEET_MARGIN;
  }

  get left(): number {
    return SHEET_MARGIN;
  }

  get right(): number {
    return A4_SIZE[0] - SHEET_MARGIN;
  }

  /** Makes room for a block of the given height, starting a new page when this one is full. */
  reserve(height: number): void {
    if (this.y - height >= SHEET_MARGIN) return;
    this.page = this.document.addPage(A4_SIZE);
    this.y = drawLine(this.page, `${this.continuedTitle} (continued)`, SHEET_MARGIN, A4_SIZE[1] - SHEET_MARGIN, {
      font: this.fonts.bold,
      size: 11,
      color: GREY,
    });
    this.y -= 8;
  }

  rule(): void {
    this.page.drawLine({ start: { x: this.left, y: this.y }, end: { x: this.right, y: this.y }, thickness: 0.75, color: GREY });
    this.y -= 10;
  }
}
