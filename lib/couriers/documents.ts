import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import { databaseProblem } from '@/lib/errors/database-problem';
import { formatPakistaniMobile } from '@/lib/phone/phone';
import { paymentMethodLabel } from '@/lib/orders/payment-labels';
import { renderParcelDocuments, type LabelSize, type PrintableParcel } from '@/lib/printing/parcel-documents';
import { SITE_NAME } from '@/lib/seo/site';
import { getShopSettings } from '@/lib/settings/queries';
import type { Database } from '@/lib/supabase/database.types';
import { DISPATCH_CITY } from './city-codes';

/** One order as admin_parcel_documents gives it. */
interface DocumentRow {
  order_number: string;
  invoice_number: string;
  placed_at: string;
  courier: string | null;
  tracking_number: string;
  cod_amount: number;
  payment_method: string;
  full_name: string;
  phone: string;
  address: string;
  city_name: string;
  subtotal: number;
  discount: number;
  shipping_fee: number;
  total: number;
  weight_grams: number;
  pieces: number;
  notes: string | null;
  lines: { name: string; variant: string | null; quantity: number; unit_price: number; line_total: number }[] | null;
}

/**
 * The batch's PDF: each order's courier label, packing slip and invoice (lib/printing). Printing
 * gives an order its invoice number the first time (admin_parcel_documents), without gaps.
 */
export async function parcelDocuments(
  supabase: SupabaseClient<Database>,
  orderNumbers: string[],
  labelSize: LabelSize,
): Promise<{ pdf: Uint8Array; orderNumbers: string[] }> {
  const { data, error } = await supabase.rpc('admin_parcel_documents', { order_numbers: orderNumbers });
  if (error) throw databaseProblem(error);
  const rows = data as unknown as DocumentRow[];
  const settings = await getShopSettings();
  const shipper = {
    name: SITE_NAME,
    phone: settings.whatsappNumber ? formatPakistaniMobile(settings.whatsappNumber) : '',
    address: settings.pickupAddress ?? DISPATCH_CITY,
    city: DISPATCH_CITY,
  };
  const parcels = rows.map((row): PrintableParcel => ({
    orderNumber: row.order_number,
    invoiceNumber: row.invoice_number,
    placedAt: row.placed_at,
    courierName: row.courier ?? '',
    trackingNumber: row.tracking_number,
    codAmount: row.cod_amount,
    paymentLabel: paymentMethodLabel(row.payment_method),
    shipper,
    consignee: { name: row.full_name, phone: formatPakistaniMobile(row.phone), address: row.address, city: row.city_name },
    lines: (row.lines ?? []).map((line) => ({
      name: line.name,
      variant: line.variant,
      quantity: line.quantity,
      unitPrice: line.unit_price,
      lineTotal: line.line_total,
    })),
    subtotal: row.subtotal,
    discount: row.discount,
    shippingFee: row.shipping_fee,
    total: row.total,
    weightKg: row.weight_grams / 1000,
    pieces: row.pieces,
    notes: row.notes,
  }));
  return { pdf: await renderParcelDocuments(parcels, { labelSize }), orderNumbers: rows.map((row) => row.order_number) };
}
