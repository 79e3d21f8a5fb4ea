import type { ServerResponse } from 'node:http';
import { sendJson, type SandboxContext, type SandboxHandler, type SandboxRequest } from '../../http.ts';
import { currentStatus, karachiLocal, SandboxParcels, type SandboxParcel } from '../parcels.ts';
import { answerBooking, answerTester, NextBooking } from '../tester.ts';
import { LEOPARDS_ACCOUNT, LEOPARDS_CITIES, LEOPARDS_SPEC } from './leopards.ts';

const API_PATH = /^\/api\/(\w+)\/format\/json\/?$/;
const LOCAL_MOBILE = /^03\d{9}$/;

type Fields = Record<string, string>;
type Answer = { status: number; body: unknown };

const refused = (error: string): Answer => ({ status: 200, body: { status: 0, error, data: [] } });

/**
 * Leopards' eCom merchant API's stand-in, below /leopards/api/<operation>/format/json/ (POST JSON,
 * or GET with the same fields in the query): bookPacket, cancelBookedPackets, trackBookedPacket,
 * getPaymentDetails, getAllCities, getBookedPacketLastStatus. Every answer is {status: 1, error: 0, …}
 * or {status: 0, error: "<why>"}. The tester's pages and controls are below /leopards/sandbox (tester.ts).
 */
export function createLeopardsSandbox({ dataDir, url, log }: SandboxContext): SandboxHandler {
  const parcels = new SandboxParcels(dataDir, LEOPARDS_SPEC);
  const nextBooking = new NextBooking();
  return async (req: SandboxRequest, res: ServerResponse) => {
    if (await answerTester(req, res, { spec: LEOPARDS_SPEC, parcels, nextBooking, url })) return;
    const api = API_PATH.exec(req.path);
    if (!api || !['GET', 'POST'].includes(req.method)) return sendJson(res, 404, { status: 0, error: 'Not found' });
    const fields = await fieldsOf(req);
    if (fields.api_key !== LEOPARDS_ACCOUNT.apiKey || fields.api_password !== LEOPARDS_ACCOUNT.apiPassword) {
      return send(res, refused('Invalid API Key or Password'));
    }
    const operation = api[1]!;
    if (operation === 'bookPacket') {
      const problem = bookingProblem(fields);
      if (problem) return send(res, refused(problem));
      return answerBooking(res, nextBooking.take(), refused('Booking could not be processed, please try again'), () => {
        const parcel = parcels.book({
          reference: fields.booked_packet_order_id!,
          codAmount: Number(fields.booked_packet_collect_amount || 0),
          weightGrams: Number(fields.booked_packet_weight),
          city: cityName(fields.destination_city!),
          consignee: fields.consignment_name_eng!,
          phone: fields.consignment_phone!,
          address: fields.consignment_address!,
          contents: fields.special_instructions ?? '',
        });
        log(`booked ${parcel.trackingNumber} for ${parcel.reference}`);
        return { status: 200, body: { status: 1, error: 0, track_number: parcel.trackingNumber, slip_link: slipLink(url, parcel) } };
      });
    }
    send(res, answerOperation(operation, fields, parcels, url));
  };
}

function answerOperation(operation: string, fields: Fields, parcels: SandboxParcels, url: string): Answer {
  const listed = (name: string) =>
    (fields[name] ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
  if (operation === 'getAllCities') {
    const cityList = LEOPARDS_CITIES.map((city) => ({
      ...city,
      shipment_type: ['overnight', 'overland'],
      allow_as_origin: true,
      allow_as_destination: true,
    }));
    return { status: 200, body: { status: 1, error: 0, city_list: cityList } };
  }
  if (operation === 'trackBookedPacket') {
    const known = listed('track_numbers')
      .map((cn) => parcels.find(cn))
      .filter((parcel) => parcel !== null);
    return { status: 200, body: { status: 1, error: 0, packet_list: known.map(packetOf) } };
  }
  if (operation === 'getPaymentDetails') {
    const known = listed('cn_numbers')
      .map((cn) => parcels.find(cn))
      .filter((parcel) => parcel !== null);
    return { status: 200, body: { status: 1, error: 0, payment_list: known.map(paymentOf) } };
  }
  if (operation === 'getBookedPacketLastStatus') {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(fields.from_date ?? '') || !/^\d{4}-\d{2}-\d{2}$/.test(fields.to_date ?? '')) {
      return refused('from_date and to_date are required (YYYY-MM-DD)');
    }
    const inRange = parcels.all().filter((parcel) => {
      const day = karachiLocal(parcel.bookedAt).slice(0, 10);
      return day >= fields.from_date! && day <= fields.to_date!;
    });
    const packetList = inRange.map((parcel) => ({
      track_number: parcel.trackingNumber,
      booked_packet_order_id: parcel.reference,
      booking_date: karachiLocal(parcel.bookedAt).slice(0, 10),
      booked_packet_status: currentStatus(parcel),
      slip_link: slipLink(url, parcel),
    }));
    return { status: 200, body: { status: 1, error: 0, packet_list: packetList } };
  }
  if (operation === 'cancelBookedPackets') {
    const numbers = listed('cn_numbers');
    if (numbers.length === 0) return refused('cn_numbers is required');
    for (const cn of numbers) {
      const parcel = parcels.find(cn);
      if (!parcel) return refused(`Packet ${cn} not found`);
      if (!LEOPARDS_SPEC.cancellable.includes(currentStatus(parcel)))
        return refused(`Packet ${cn} can not be cancelled (${currentStatus(parcel)})`);
    }
    numbers.forEach((cn) => parcels.advance(cn, LEOPARDS_SPEC.cancelled));
    return { status: 200, body: { status: 1, error: 0 } };
  }
  return { status: 404, body: { status: 0, error: `Unknown method ${operation}` } };
}

function bookingProblem(fields: Fields): string | null {
  if (!(Number(fields.booked_packet_weight) > 0)) return 'booked_packet_weight is required (grams)';
  if (!(Number(fields.booked_packet_no_piece) >= 1)) return 'booked_packet_no_piece is required';
  if (!fields.booked_packet_order_id) return 'booked_packet_order_id is required';
  if (!isCity(fields.origin_city) && fields.origin_city !== 'self') return 'Invalid origin city';
  if (!isCity(fields.destination_city)) return 'Invalid destination city';
  if (!fields.consignment_name_eng || !fields.consignment_address) return 'Consignee name and address are required';
  if (!LOCAL_MOBILE.test(fields.consignment_phone ?? '')) return 'Invalid consignee phone number';
  if (!Number.isFinite(Number(fields.booked_packet_collect_amount || 0))) return 'Invalid collect amount';
  return null;
}

const isCity = (id: string | undefined) => LEOPARDS_CITIES.some((city) => String(city.id) === id);
const cityName = (id: string) => LEOPARDS_CITIES.find((city) => String(city.id) === id)?.name ?? id;
const slipLink = (url: string, parcel: SandboxParcel) => `${url}/sandbox/slips/${encodeURIComponent(parcel.trackingNumber)}`;

function packetOf(parcel: SandboxParcel) {
  return {
    booked_packet_cn: parcel.trackingNumber,
    booked_packet_order_id: parcel.reference,
    booking_date: karachiLocal(parcel.bookedAt).slice(0, 10),
    booked_packet_status: currentStatus(parcel),
    booked_packet_collect_amount: String(parcel.codAmount),
    destination_city_name: parcel.city,
    consignment_name_eng: parcel.consignee,
    'Tracking Detail': parcel.history.map((step) => ({
      Status: step.status,
      Activity_Date: karachiLocal(step.at).slice(0, 10),
      Activity_Time: karachiLocal(step.at).slice(11),
      Activity_datetime: karachiLocal(step.at),
      Reason: step.status === 'Pending' ? 'Consignee not available' : '',
    })),
  };
}

function paymentOf(parcel: SandboxParcel) {
  return {
    booked_packet_cn: parcel.trackingNumber,
    booked_packet_order_id: parcel.reference,
    booked_packet_status: currentStatus(parcel),
    booked_packet_collect_amount: String(parcel.payment?.amount ?? parcel.codAmount),
    status: parcel.payment ? 'Paid' : 'Pending',
    invoice_cheque_no: parcel.payment?.reference ?? '',
    invoice_cheque_date: parcel.payment?.paidOn ?? '',
  };
}

async function fieldsOf(req: SandboxRequest): Promise<Fields> {
  const query = Object.fromEntries(new URL(req.raw.url ?? '/', 'http://sandbox').searchParams);
  const text = req.method === 'POST' ? await req.text() : '';
  let body: Record<string, unknown> = {};
  if (req.header('content-type')?.includes('application/x-www-form-urlencoded')) body = Object.fromEntries(new URLSearchParams(text));
  else if (text) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === 'object') body = parsed as Record<string, unknown>;
    } catch {
      body = {};
    }
  }
  const fields: Fields = {};
  for (const [name, value] of Object.entries({ ...query, ...body })) {
    if (typeof value === 'string' || typeof value === 'number') fields[name] = String(value).trim();
  }
  return fields;
}

function send(res: ServerResponse, { status, body }: Answer): void {
  sendJson(res, status, body);
}
