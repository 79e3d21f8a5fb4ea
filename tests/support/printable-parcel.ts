import type { PrintableParcel } from '@/lib/printing/parcel-documents';

/** A booked order as the parcel documents receive it; each test overrides what it is about. */
export function buildPrintableParcel(overrides: Partial<PrintableParcel> = {}): PrintableParcel {
  return {
    orderNumber: 'GDF-2026-ABC123',
    invoiceNumber: 'INV-000123',
    placedAt: '2026-11-25T10:05:00Z',
    courierName: 'Leopards Courier',
    trackingNumber: 'LE7512345678',
    codAmount: 12_750,
    paymentLabel: 'Cash on delivery',
    shipper: { name: 'Gilgit Dry Fruits', phone: '0300 1234567', address: 'Shop 4, NLI Market, Jutial', city: 'Gilgit' },
    consignee: { name: 'Ayesha Khan', phone: '0321 7654321', address: 'House 12, Street 5, F-7/2', city: 'Islamabad' },
    lines: [
      { name: 'Apricot kernels', variant: '500 g', quantity: 2, unitPrice: 1_250, lineTotal: 2_500 },
      { name: 'Walnuts (kaghzi)', variant: '1 kg', quantity: 3, unitPrice: 3_200, lineTotal: 9_600 },
    ],
    subtotal: 12_100,
    discount: 350,
    shippingFee: 1_000,
    total: 12_750,
    weightKg: 3.25,
    pieces: 1,
    notes: null,
    ...overrides,
  };
}
