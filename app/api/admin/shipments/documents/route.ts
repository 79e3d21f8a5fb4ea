import { NextResponse } from 'next/server';
import { courierEndpoints } from '@/lib/couriers/contract';
import { parcelDocuments } from '@/lib/couriers/documents';
import { route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

export const GET = route(courierEndpoints.documents, { session: 'admin' }, async ({ query, supabase }) => {
  const { pdf, orderNumbers } = await parcelDocuments(supabase, query.orders, query.size);
  const name = orderNumbers.length === 1 ? orderNumbers[0] : `parcels-${orderNumbers.length}`;
  return new NextResponse(Buffer.from(pdf), {
    status: 200,
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${name}.pdf"`,
      'Cache-Control': 'private, no-store',
    },
  });
});
