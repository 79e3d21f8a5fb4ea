import { PDFDocument, StandardFonts } from 'pdf-lib';
import { pakistanDay } from '@/lib/format/date';
import { SITE_NAME } from '@/lib/seo/site';
import { A4_SIZE } from './a4-sheet';
import { drawInvoice } from './draw-invoice';
import { drawLabel } from './draw-label';
import { drawPackingSlip } from './draw-packing-slip';
import type { Fonts } from './pdf-text';
import type { LabelSize, PrintableParcel } from './types';

export type { LabelSize, PrintableParcel } from './types';

const FOUR_BY_SIX_SIZE: [number, number] = [288, 432];

export interface ParcelDocumentsOptions {
  labelSize: LabelSize;
  /** The day in the document's title; now when not given. */
  printedAt?: Date;
}

/**
 * One PDF for a batch of booked orders: for each parcel its courier label, its packing slip and its
 * invoice, in that order. Plain PDF with the standard fonts, so any phone or printer opens it as is.
 */
export async function renderParcelDocuments(parcels: PrintableParcel[], options: ParcelDocumentsOptions): Promise<Uint8Array> {
  if (parcels.length === 0) throw new RangeError('No parcels to print');
  const document = await PDFDocument.create({ updateMetadata: false });
  const printedAt = options.printedAt ?? new Date();
  document.setTitle(`Parcels ${pakistanDay(printedAt)}`);
  document.setProducer(SITE_NAME);
  document.setCreator(SITE_NAME);
  document.setCreationDate(printedAt);
  document.setModificationDate(printedAt);

  const fonts: Fonts = {
    regular: await document.embedFont(StandardFonts.Helvetica),
    bold: await document.embedFont(StandardFonts.HelveticaBold),
  };
  const labelPageSize = options.labelSize === 'a4' ? A4_SIZE : FOUR_BY_SIX_SIZE;
  for (const parcel of parcels) {
    drawLabel(document.addPage(labelPageSize), parcel, fonts);
    drawPackingSlip(document, parcel, fonts);
    drawInvoice(document, parcel, fonts);
  }
  return document.save();
}
