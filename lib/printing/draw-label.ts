import type { PDFPage } from 'pdf-lib';
import { concatTransformationMatrix, popGraphicsState, pushGraphicsState } from 'pdf-lib';
import { formatRupees } from '@/lib/format/rupees';
import { formatKilograms } from '@/lib/format/weight';
import { drawCode128 } from './draw-barcode';
import type { Fonts } from './pdf-text';
import { clampLines, drawLine, drawLineCentered, drawLineRight, drawLines, GREY, textWidth, toPrintableText, wrapText } from './pdf-text';
import type { PrintableParcel } from './types';

/** The label is laid out on a 4x6 in card (points) and scaled up, whole, to fill an A4 page. */
const CARD_WIDTH = 288;
const CARD_HEIGHT = 432;
const MARGIN = 12;
const INNER_WIDTH = CARD_WIDTH - 2 * MARGIN;
const BARCODE_HEIGHT = 64;
const CONSIGNEE_ADDRESS_LINES = 4;
const CONSIGNEE_CITY_LINES = 2;
const SHIPPER_ADDRESS_LINES = 2;

export const PAID_LABEL_TEXT = 'Paid — collect nothing';

function drawRule(page: PDFPage, y: number): number {
  page.drawLine({ start: { x: MARGIN, y }, end: { x: CARD_WIDTH - MARGIN, y }, thickness: 1 });
  return y - 8;
}

function drawCollection(page: PDFPage, parcel: PrintableParcel, fonts: Fonts, top: number): number {
  if (parcel.codAmount <= 0) return drawLine(page, PAID_LABEL_TEXT, MARGIN, top - 6, { font: fonts.bold, size: 20 }) - 6;
  const y = drawLine(page, 'COLLECT CASH ON DELIVERY', MARGIN, top, { font: fonts.bold, size: 9, color: GREY });
  return drawLine(page, formatRupees(parcel.codAmount), MARGIN, y, { font: fonts.bold, size: 34 });
}

function drawConsignee(page: PDFPage, parcel: PrintableParcel, fonts: Fonts, top: number): number {
  const { consignee } = parcel;
  let y = drawLine(page, 'TO', MARGIN, top, { font: fonts.bold, size: 9, color: GREY });
  y = drawLines(page, clampLines(wrapText(consignee.name, fonts.bold, 14, INNER_WIDTH), 1), MARGIN, y, { font: fonts.bold, size: 14 });
  y = drawLine(page, consignee.phone, MARGIN, y, { font: fonts.bold, size: 13 });
  const address = clampLines(wrapText(consignee.address, fonts.regular, 12, INNER_WIDTH), CONSIGNEE_ADDRESS_LINES);
  y = drawLines(page, address, MARGIN, y, { font: fonts.regular, size: 12 });
  const city = clampLines(wrapText(consignee.city.toUpperCase(), fonts.bold, 14, INNER_WIDTH), CONSIGNEE_CITY_LINES);
  return drawLines(page, city, MARGIN, y, { font: fonts.bold, size: 14 });
}

function drawShipper(page: PDFPage, parcel: PrintableParcel, fonts: Fonts, top: number): number {
  const { shipper } = parcel;
  const small = { font: fonts.regular, size: 9 };
  let y = drawLine(page, 'FROM', MARGIN, top, { font: fonts.bold, size: 8, color: GREY });
  y = drawLine(page, `${shipper.name}, ${shipper.phone}`, MARGIN, y, small);
  y = drawLines(
    page,
    clampLines(wrapText(`${shipper.address}, ${shipper.city}`, fonts.regular, 9, INNER_WIDTH), SHIPPER_ADDRESS_LINES),
    MARGIN,
    y,
    small,
  );
  return y;
}

/** A courier label on its page: on a 4x6 in page as it is, on an A4 page scaled to fit, centred. */
export function drawLabel(page: PDFPage, parcel: PrintableParcel, fonts: Fonts): void {
  const { width, height } = page.getSize();
  const scale = Math.min(width / CARD_WIDTH, height / CARD_HEIGHT);
  page.pushOperators(
    pushGraphicsState(),
    concatTransformationMatrix(scale, 0, 0, scale, (width - CARD_WIDTH * scale) / 2, (height - CARD_HEIGHT * scale) / 2),
  );

  let y = CARD_HEIGHT - MARGIN;
  const orderStyle = { font: fonts.bold, size: 11 };
  drawLineRight(page, parcel.orderNumber, CARD_WIDTH - MARGIN, y, orderStyle);
  const courierWidth = INNER_WIDTH - textWidth(toPrintableText(parcel.orderNumber, orderStyle.font), orderStyle.font, orderStyle.size) - 8;
  y = drawLines(page, clampLines(wrapText(parcel.courierName, fonts.bold, 18, courierWidth), 1), MARGIN, y, { font: fonts.bold, size: 18 });
  y = drawRule(page, y);

  drawCode128(page, parcel.trackingNumber, { x: MARGIN, y, width: INNER_WIDTH, height: BARCODE_HEIGHT });
  y -= BARCODE_HEIGHT + 4;
  y = drawLineCentered(page, parcel.trackingNumber, MARGIN, CARD_WIDTH - MARGIN, y, { font: fonts.bold, size: 14 });
  y = drawRule(page, y);

  y = drawRule(page, drawCollection(page, parcel, fonts, y));
  y = drawRule(page, drawConsignee(page, parcel, fonts, y));
  drawShipper(page, parcel, fonts, y);

  const footer = `Weight ${formatKilograms(parcel.weightKg)} · Pieces ${parcel.pieces}`;
  drawLine(page, footer, MARGIN, MARGIN + 16, { font: fonts.bold, size: 12 });

  page.pushOperators(popGraphicsState());
}
