/** @jest-environment node */
import { PDFDocument } from 'pdf-lib';
import { PAID_LABEL_TEXT } from '@/lib/printing/draw-label';
import { renderParcelDocuments } from '@/lib/printing/parcel-documents';
import type { LabelSize } from '@/lib/printing/parcel-documents';
import { decodeLabelBarcodes, readPdfText } from '@/tests/support/pdf-barcodes';
import { buildPrintableParcel } from '@/tests/support/printable-parcel';

const A4: [number, number] = [595.28, 841.89];
const FOUR_BY_SIX: [number, number] = [288, 432];

function pageSizes(document: PDFDocument): Array<[number, number]> {
  return document.getPages().map((page) => [page.getWidth(), page.getHeight()]);
}

describe.each<[LabelSize, [number, number]]>([
  ['4x6', FOUR_BY_SIX],
  ['a4', A4],
])('a batch of 30 parcels with labels on %s pages', (labelSize, labelPage) => {
  const shapes = [
    (index: number) => `LE75${String(index).padStart(8, '0')}`,
    (index: number) => `TCS-${index}-PK`,
    (index: number) => `M${index}X12345`,
  ];
  const trackingNumbers = Array.from({ length: 30 }, (_, index) => shapes[index % shapes.length]!(index));
  let bytes: Uint8Array;

  beforeAll(async () => {
    bytes = await renderParcelDocuments(
      trackingNumbers.map((trackingNumber) => buildPrintableParcel({ trackingNumber })),
      { labelSize },
    );
  });

  test('each parcel gets a label, a packing slip and an invoice, in that order', async () => {
    const document = await PDFDocument.load(bytes);
    expect(pageSizes(document)).toEqual(Array.from({ length: 30 }, () => [labelPage, A4, A4]).flat());
  });

  test('every label barcode decodes to its tracking number', async () => {
    expect(await decodeLabelBarcodes(bytes)).toEqual(trackingNumbers);
  });
});

test('the document is titled with the print day and produced by the shop', async () => {
  const bytes = await renderParcelDocuments([buildPrintableParcel()], { labelSize: '4x6', printedAt: new Date('2026-11-28T20:00:00Z') });
  const document = await PDFDocument.load(bytes, { updateMetadata: false });
  expect(document.getTitle()).toBe('Parcels 2026-11-29');
  expect(document.getProducer()).toBe('Gilgit Dry Fruits');
});

test('a tracking number a barcode cannot carry still prints, as text', async () => {
  const bytes = await renderParcelDocuments([buildPrintableParcel({ trackingNumber: 'ٹریک 1' })], { labelSize: '4x6' });
  expect((await PDFDocument.load(bytes)).getPageCount()).toBe(3);
});

test('an empty batch is refused', async () => {
  await expect(renderParcelDocuments([], { labelSize: 'a4' })).rejects.toThrow(RangeError);
});

test('an order too long for one invoice page goes on to continuation pages', async () => {
  const lines = Array.from({ length: 60 }, (_, index) => ({
    name: `Almonds lot ${index}`,
    variant: '250 g',
    quantity: 1,
    unitPrice: 900,
    lineTotal: 900,
  }));
  const bytes = await renderParcelDocuments([buildPrintableParcel({ lines })], { labelSize: '4x6' });
  const pages = await readPdfText(bytes);
  expect(pages.length).toBeGreaterThan(3);
  expect(pages.map((page) => page.text).join(' ')).toContain('Invoice INV-000123 (continued)');
  expect(pages.at(-1)!.text).toContain('Almonds lot 59');
  expect(pages.at(-1)!.text).toContain('Total');
});

test('the label, packing slip and invoice carry the numbers, amounts and addresses', async () => {
  const cod = buildPrintableParcel();
  const paid = buildPrintableParcel({
    orderNumber: 'GDF-2026-PAID01',
    invoiceNumber: 'INV-000124',
    trackingNumber: 'TCS-99-001',
    courierName: 'TCS Express and Logistics Overnight Delivery Services',
    codAmount: 0,
    paymentLabel: 'JazzCash',
    subtotal: 11_750,
    discount: 0,
    consignee: {
      name: 'Bilal خان 🌰',
      phone: '0345 1112223',
      address: `Flat 7, Block B, ${'Very Long Garden Avenue '.repeat(12)}Phase 2`,
      city: 'Karachi Cantonment, Saddar Town, Sindh Province',
    },
    lines: [
      {
        name: `Mixed dry fruit gift box ${'with almonds, walnuts and apricots '.repeat(4)}`,
        variant: '2 kg',
        quantity: 1,
        unitPrice: 11_750,
        lineTotal: 11_750,
      },
    ],
    notes: 'Leave with the guard گارڈ',
  });
  const [codLabel, codSlip, codInvoice, paidLabel, paidSlip, paidInvoice] = await readPdfText(
    await renderParcelDocuments([cod, paid], { labelSize: '4x6' }),
  );

  // Long text wraps inside the margins: 12 pt on a 4x6 in label, 40 pt on A4 pages.
  for (const page of [codLabel, codSlip, codInvoice, paidLabel, paidSlip, paidInvoice]) {
    expect(page!.textRight).toBeLessThanOrEqual(page!.width - (page!.width === FOUR_BY_SIX[0] ? 12 : 40) + 0.01);
  }

  for (const text of ['Leopards Courier', 'LE7512345678', 'Rs. 12,750', 'Ayesha Khan', '0321 7654321', 'House 12, Street 5, F-7/2']) {
    expect(codLabel!.text).toContain(text);
  }
  for (const text of ['ISLAMABAD', 'GDF-2026-ABC123', 'Gilgit Dry Fruits, 0300 1234567', 'Weight 3.25 kg', 'Pieces 1']) {
    expect(codLabel!.text).toContain(text);
  }
  expect(paidLabel!.text).toContain(PAID_LABEL_TEXT);
  expect(PAID_LABEL_TEXT).toBe('Paid — collect nothing');
  expect(paidLabel!.text).not.toContain('Rs.');
  expect(paidLabel!.text).toContain('Bilal ??? ?');
  expect(paidLabel!.text).toContain('Flat 7, Block B, Very Long Garden');
  expect(paidLabel!.text).toContain('...');

  for (const text of ['PACKING SLIP', 'GDF-2026-ABC123', '25 Nov 2026, 3:05 pm', 'Apricot kernels (500 g)', 'Walnuts (kaghzi) (1 kg)']) {
    expect(codSlip!.text).toContain(text);
  }
  expect(codSlip!.text).not.toContain('Rs.');
  expect(paidSlip!.text).toContain('Phase 2');
  expect(paidSlip!.text).toContain('Karachi Cantonment, Saddar Town, Sindh Province');
  expect(paidSlip!.text).toContain('Leave with the guard ????');

  for (const text of [
    'INVOICE',
    'INV-000123',
    'Rs. 1,250',
    'Rs. 2,500',
    'Rs. 9,600',
    'Rs. 12,100',
    '-Rs. 350',
    'Rs. 1,000',
    'Due on delivery',
  ]) {
    expect(codInvoice!.text).toContain(text);
  }
  expect(paidInvoice!.text).toContain('INV-000124');
  expect(paidInvoice!.text).toContain('Paid by JazzCash');
  expect(paidInvoice!.text).not.toContain('Discount');
});
