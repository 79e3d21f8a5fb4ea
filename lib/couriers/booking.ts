import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import { databaseProblem } from '@/lib/errors/database-problem';
import { Problem } from '@/lib/errors/problem';
import { tellShopperOfMove } from '@/lib/orders/notifications';
import {
  CourierRefusedError,
  CourierUnreachableError,
  type Booking,
  type BookingRequest,
  type CourierProvider,
} from '@/lib/providers/couriers/courier';
import { SITE_NAME } from '@/lib/seo/site';
import { getShopSettings } from '@/lib/settings/queries';
import type { Database } from '@/lib/supabase/database.types';
import { cityNames, courierCityCode, DISPATCH_CITY } from './city-codes';
import { courierName } from '@/lib/providers/couriers/registry';
import { courierProvider } from './providers';
import type { BookingOptions } from './schema';

type Client = SupabaseClient<Database>;

/** What admin_begin_shipment hands over: the booking as written, with all the courier needs. */
interface StartedBooking {
  booking_key: string;
  resumed: boolean;
  started_at: string;
  courier: string;
  order_number: string;
  cod_amount: number;
  weight_grams: number;
  pieces: number;
  full_name: string;
  phone: string;
  email: string | null;
  address: string;
  city_name: string;
  district: string | null;
  city_code: string | null;
  notes: string | null;
  contents: string | null;
}

export interface BookedParcel {
  orderNumber: string;
  courier: string;
  trackingNumber: string;
}

/**
 * Books an order with its shipping method's courier, from the order page or a batch. The booking is
 * written before the courier is asked; a booking whose answer never came (a timeout) is asked about
 * (findBooking) before it is sent again, so a retry books once. A refusal forgets the booking and
 * leaves the order as it was. Once booked, the order is handed to the courier (shipped) and the
 * shopper gets the tracking link by mail and WhatsApp.
 */
export async function bookOrder(supabase: Client, orderNumber: string, options: BookingOptions = {}): Promise<BookedParcel> {
  const { data, error } = await supabase.rpc('admin_begin_shipment', {
    order_number: orderNumber,
    weight_grams: options.weightGrams,
    pieces: options.pieces,
  });
  if (error) throw databaseProblem(error);
  const started = data as unknown as StartedBooking;
  const name = courierName(started.courier);
  const provider = courierProvider(started.courier);
  if (!provider) {
    await forget(supabase, started);
    throw new Problem('courier_off', { values: { courier: name } });
  }
  const booking = await askCourier(supabase, provider, started, name);
  const recorded = await supabase.rpc('admin_record_booking', {
    booking_key: started.booking_key,
    tracking_number: booking.trackingNumber,
    slip_url: booking.slipUrl ?? undefined,
  });
  if (recorded.error) throw databaseProblem(recorded.error);
  await tellShopperOfMove(started.order_number, 'shipped');
  return { orderNumber: started.order_number, courier: name, trackingNumber: booking.trackingNumber };
}

async function askCourier(supabase: Client, provider: CourierProvider, started: StartedBooking, name: string): Promise<Booking> {
  try {
    if (started.resumed) {
      const earlier = await provider.findBooking(started.booking_key, new Date(started.started_at));
      if (earlier) return earlier;
    }
    return await provider.book(await bookingRequest(provider, started, name));
  } catch (error) {
    if (error instanceof Problem) {
      await forget(supabase, started);
      throw error;
    }
    if (error instanceof CourierRefusedError) {
      await forget(supabase, started);
      throw new Problem('courier_refused', { values: { courier: name, reason: error.message }, cause: error });
    }
    if (error instanceof CourierUnreachableError) {
      throw new Problem('courier_unreachable', { values: { courier: name }, cause: error });
    }
    throw error;
  }
}

async function bookingRequest(provider: CourierProvider, started: StartedBooking, name: string): Promise<BookingRequest> {
  const [destination, origin, settings] = await Promise.all([
    started.city_code ?? courierCityCode(provider, cityNames(started.city_name, started.district)),
    courierCityCode(provider, [DISPATCH_CITY]),
    getShopSettings(),
  ]);
  if (!destination) throw new Problem('courier_city_unknown', { values: { courier: name, city: started.city_name } });
  if (!origin) throw new Problem('courier_city_unknown', { values: { courier: name, city: DISPATCH_CITY } });
  return {
    bookingKey: started.booking_key,
    orderNumber: started.order_number,
    weightGrams: started.weight_grams,
    pieces: started.pieces,
    codAmount: started.cod_amount,
    originCityCode: origin,
    destinationCityCode: destination,
    shipper: {
      name: SITE_NAME,
      phone: settings.whatsappNumber ?? '',
      address: settings.pickupAddress ?? DISPATCH_CITY,
      email: settings.contactEmail,
    },
    consignee: { name: started.full_name, phone: started.phone, address: started.address, email: started.email },
    contents: started.contents ?? started.order_number,
    instructions: started.notes,
  };
}

/** The courier said no, or was never asked: nothing was booked, so the booking is forgotten. */
async function forget(supabase: Client, started: StartedBooking): Promise<void> {
  if (started.resumed) return;
  const { error } = await supabase.rpc('admin_abandon_booking', { booking_key: started.booking_key });
  if (error) throw databaseProblem(error);
}
