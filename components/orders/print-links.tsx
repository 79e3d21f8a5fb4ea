/**
 * Links to the parcels' PDF (courier label, packing slip and invoice for each order), with the label
 * on A4 or on a 4×6 in label sheet: it opens in a new tab, where a phone or a computer prints it.
 */
export function PrintLinks({ orderNumbers }: { orderNumbers: string[] }) {
  if (orderNumbers.length === 0) return null;
  const href = (size: 'a4' | '4x6') => `/api/admin/shipments/documents?orders=${orderNumbers.join(',')}&size=${size}`;
  const what = orderNumbers.length === 1 ? 'label, slip and invoice' : `${orderNumbers.length} labels, slips and invoices`;
  return (
    <p className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
      <a href={href('a4')} target="_blank" rel="noopener" className="font-semibold text-apricot-800 underline underline-offset-4">
        Print {what} (A4)
      </a>
      <a href={href('4x6')} target="_blank" rel="noopener" className="font-semibold text-apricot-800 underline underline-offset-4">
        Print on 4×6 labels
      </a>
    </p>
  );
}
