import type { PDFDocument } from 'pdf-lib';
import { formatPakistanDateTime } from '@/lib/format/date';
import { SITE_NAME } from '@/lib/seo/site';
import { formatRupees } from '@/lib/format/rupees';
import { A4Sheet } from './a4-sheet';
import { describeLine } from './draw-packing-slip';
import { drawParty } from './draw-party';
import { drawTable } from './draw-table';
import type { Fonts, TextStyle } from './pdf-text';
import { drawLine, drawLineRight } from './pdf-text';
import type { PrintableParcel } from './types';

function drawTotals(sheet: A4Sheet, parcel: PrintableParcel, fonts: Fonts): void {
  const rows: Array<[string, string, TextStyle]> = [[`Subtotal`, formatRupees(parcel.subtotal), { font: fonts.regular, size: 12 }]];
  if (parcel.discount > 0) rows.push(['Discount', formatRupees(-parcel.discount), { font: fonts.regular, size: 12 }]);
  rows.push(['Shipping', formatRupees(parcel.shippingFee), { font: fonts.regular, size: 12 }]);
  rows.push(['Total', formatRupees(parcel.total), { font: fonts.bold, size: 15 }]);
  const due = parcel.codAmount > 0 ? formatRupees(parcel.codAmount) : 'Paid';
  rows.push([parcel.codAmount > 0 ? 'Due on delivery' : `Paid by ${parcel.paymentLabel}`, due, { font: fonts.bold, size: 13 }]);

  sheet.reserve(rows.length * 20);
  const labelRight = sheet.right - 130;
  for (const [label, amount, style] of rows) {
    drawLineRight(sheet.page, label, labelRight, sheet.y, style);
    sheet.y = drawLineRight(sheet.page, amount, sheet.right - 6, sheet.y, style) - 3;
  }
}

/** The buyer's invoice: the lines with prices, the totals and the invoice number. */
export function drawInvoice(document: PDFDocument, parcel: PrintableParcel, fonts: Fonts): void {
  const sheet = new A4Sheet(document, fonts, `Invoice ${parcel.invoiceNumber}`);
  drawLineRight(sheet.page, 'INVOICE', sheet.right, sheet.y, { font: fonts.bold, size: 20 });
  sheet.y = drawLine(sheet.page, SITE_NAME, sheet.left, sheet.y, { font: fonts.bold, size: 20 }) - 4;
  const details: Array<[string, string]> = [
    ['Invoice', parcel.invoiceNumber],
    ['Order', parcel.orderNumber],
    ['Date', formatPakistanDateTime(parcel.placedAt)],
    ['Payment', parcel.paymentLabel],
  ];
  for (const [label, value] of details) {
    drawLine(sheet.page, label, sheet.left, sheet.y, { font: fonts.bold, size: 12 });
    sheet.y = drawLine(sheet.page, value, sheet.left + 70, sheet.y, { font: fonts.regular, size: 12 });
  }
  sheet.y -= 6;
  sheet.rule();

  const columnWidth = (sheet.right - sheet.left) / 2 - 10;
  const top = sheet.y;
  const fromBottom = drawParty(sheet, 'FROM', parcel.shipper, fonts, sheet.left, columnWidth);
  sheet.y = top;
  const toBottom = drawParty(sheet, 'BILL TO', parcel.consignee, fonts, sheet.left + columnWidth + 20, columnWidth);
  sheet.y = Math.min(fromBottom, toBottom) - 8;
  sheet.rule();

  const rows = parcel.lines.map((line) => [
    describeLine(line),
    String(line.quantity),
    formatRupees(line.unitPrice),
    formatRupees(line.lineTotal),
  ]);
  drawTable(
    sheet,
    [
      { title: 'Item', share: 0.5, align: 'left' },
      { title: 'Qty', share: 0.1, align: 'right' },
      { title: 'Unit price', share: 0.2, align: 'right' },
      { title: 'Amount', share: 0.2, align: 'right' },
    ],
    rows,
    fonts,
  );
  drawTotals(sheet, parcel, fonts);
}
