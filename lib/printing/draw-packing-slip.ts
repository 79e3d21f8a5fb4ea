import type { PDFDocument } from 'pdf-lib';
import { formatPakistanDateTime } from '@/lib/format/date';
import { SITE_NAME } from '@/lib/seo/site';
import { formatKilograms } from '@/lib/format/weight';
import { A4Sheet } from './a4-sheet';
import { drawParty } from './draw-party';
import { drawTable } from './draw-table';
import type { Fonts } from './pdf-text';
import { drawLine, drawLineRight, drawLines, wrapText } from './pdf-text';
import type { PrintableLine, PrintableParcel } from './types';

/** "Almonds (500 g)": the product with its variant, as both the slip and the invoice list it. */
export function describeLine(line: PrintableLine): string {
  return line.variant ? `${line.name} (${line.variant})` : line.name;
}

/** What goes in the box, without prices: the packer checks each line off. */
export function drawPackingSlip(document: PDFDocument, parcel: PrintableParcel, fonts: Fonts): void {
  const sheet = new A4Sheet(document, fonts, `Packing slip ${parcel.orderNumber}`);
  drawLineRight(sheet.page, 'PACKING SLIP', sheet.right, sheet.y, { font: fonts.bold, size: 18 });
  sheet.y = drawLine(sheet.page, SITE_NAME, sheet.left, sheet.y, { font: fonts.bold, size: 20 });
  sheet.y = drawLine(sheet.page, `Order ${parcel.orderNumber}`, sheet.left, sheet.y - 4, { font: fonts.bold, size: 14 });
  sheet.y = drawLine(sheet.page, `Placed ${formatPakistanDateTime(parcel.placedAt)}`, sheet.left, sheet.y, {
    font: fonts.regular,
    size: 12,
  });
  const courier = wrapText(`${parcel.courierName}, tracking ${parcel.trackingNumber}`, fonts.regular, 12, sheet.right - sheet.left);
  sheet.y = drawLines(sheet.page, courier, sheet.left, sheet.y, { font: fonts.regular, size: 12 });
  sheet.y -= 6;
  sheet.rule();

  sheet.y = drawParty(sheet, 'SHIP TO', parcel.consignee, fonts, sheet.left, sheet.right - sheet.left) - 8;
  sheet.rule();

  const rows = parcel.lines.map((line) => [describeLine(line), String(line.quantity), '']);
  drawTable(
    sheet,
    [
      { title: 'Item', share: 0.7, align: 'left' },
      { title: 'Qty', share: 0.15, align: 'right' },
      { title: 'Packed', share: 0.15, align: 'checkbox' },
    ],
    rows,
    fonts,
  );

  sheet.reserve(40);
  sheet.y = drawLine(sheet.page, `Pieces ${parcel.pieces} · Weight ${formatKilograms(parcel.weightKg)}`, sheet.left, sheet.y, {
    font: fonts.bold,
    size: 13,
  });
  if (parcel.notes) {
    const notes = wrapText(`Notes: ${parcel.notes}`, fonts.regular, 12, sheet.right - sheet.left);
    sheet.reserve(notes.length * 15 + 6);
    sheet.y = drawLines(sheet.page, notes, sheet.left, sheet.y - 6, { font: fonts.regular, size: 12 });
  }
}
