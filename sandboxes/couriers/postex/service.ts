import type { ServerResponse } from 'node:http';
import { sendJson, type SandboxContext, type SandboxHandler, type SandboxRequest } from '../../http.ts';
import { currentStatus, karachiLocal, SandboxParcels, type SandboxParcel } from '../parcels.ts';
import { answerBooking, answerTester, NextBooking } from '../tester.ts';
import { POSTEX_CITIES, POSTEX_MESSAGES, POSTEX_PICKUP_CODES, POSTEX_SPEC, POSTEX_TOKEN } from './postex.ts';

const API = '/services/integration/api/order/';
const LOCAL_MOBILE = /^03\d{9}$/;

type Fields = Record<string, unknown>;
type Answer = { status: number; body: unknown };

const ok = (statusMessage: string, dist: unknown): Answer => ({ status: 200, body: { statusCode: '200', statusMessage, dist } });
const refused = (statusMessage: string, status = 400): Answer => ({ status, body: { statusCode: String(status), statusMessage } });

/**
 * PostEx's merchant API's stand-in, below /postex/services/integration/api/order/, with the token in
 * a `token` header: POST v3/create-order, GET v1/track-order/{tn}, PUT v1/cancel-order,
 * GET v1/payment-status/{tn}, GET v2/get-operational-city, GET v1/get-all-order?fromDate&toDate.
 * Answers are {statusCode: "200", statusMessage, dist}, or HTTP 4xx with {statusCode, statusMessage}.
 * The tester's pages and controls are below /postex/sandbox (tester.ts).
 */
export function createPostExSandbox({ dataDir, url, log }: SandboxContext): SandboxHandler {
  const parcels = new SandboxParcels(dataDir, POSTEX_SPEC);
  const nextBooking = new NextBooking();
  return async (req: SandboxRequest, res: ServerResponse) => {
    if (await answerTester(req, res, { spec: POSTEX_SPEC, parcels, nextBooking, url })) return;
    if (!req.path.startsWith(API)) return send(res, refused('Not found', 404));
    if (req.header('token') !== POSTEX_TOKEN) return send(res, refused('Invalid token', 401));
    const operation = `${req.method} ${req.path.slice(API.length)}`;
    if (operation === 'POST v3/create-order') {
      const fields = await bodyOf(req);
      const problem = bookingProblem(fields);
      if (problem) return send(res, refused(problem));
      return answerBooking(res, nextBooking.take(), refused('Order could not be created, please try again'), () => {
        const parcel = parcels.book({
          reference: String(fields.orderRefNumber),
          codAmount: Number(fields.invoicePayment),
          city: String(fields.cityName),
          consignee: String(fields.customerName),
          phone: String(fields.customerPhone),
          address: String(fields.deliveryAddress),
          contents: String(fields.orderDetail ?? ''),
        });
        log(`booked ${parcel.trackingNumber} for ${parcel.reference}`);
        return ok('ORDER HAS BEEN CREATED', {
          trackingNumber: parcel.trackingNumber,
          orderStatus: 'Unbooked',
          orderDate: karachiLocal(parcel.bookedAt),
        });
      });
    }
    send(res, await answerOperation(operation, req, parcels));
  };
}

async function answerOperation(operation: string, req: SandboxRequest, parcels: SandboxParcels): Promise<Answer> {
  const [method, path] = operation.split(' ') as [string, string];
  const query = new URL(req.raw.url ?? '/', 'http://sandbox').searchParams;
  if (operation === 'GET v2/get-operational-city') {
    return ok(
      'SUCCESSFULLY OPERATED',
      POSTEX_CITIES.map((name) => ({ operationalCityName: name, countryName: 'Pakistan', isPickupCity: true, isDeliveryCity: true })),
    );
  }
  if (operation === 'GET v1/get-all-order') {
    const from = query.get('fromDate') ?? '';
    const to = query.get('toDate') ?? '';
    if (!/^\d{4}-\d{2}-\d{2}$/.test(from) || !/^\d{4}-\d{2}-\d{2}$/.test(to))
      return refused('fromDate and toDate are required (yyyy-MM-dd)');
    const orders = parcels.all().filter((parcel) => {
      const day = karachiLocal(parcel.bookedAt).slice(0, 10);
      return day >= from && day <= to;
    });
    return ok('SUCCESSFULLY OPERATED', orders.map(orderOf));
  }
  const tracked = /^v1\/(track-order|payment-status)\/([^/]+)$/.exec(path);
  if (method === 'GET' && tracked) {
    const parcel = parcels.find(decodeURIComponent(tracked[2]!));
    if (!parcel) return refused('Invalid tracking number');
    if (tracked[1] === 'track-order') return ok('SUCCESSFULLY OPERATED', trackingOf(parcel));
    return ok('SUCCESSFULLY OPERATED', {
      trackingNumber: parcel.trackingNumber,
      orderRefNumber: parcel.reference,
      invoicePayment: parcel.payment?.amount ?? parcel.codAmount,
      settle: parcel.payment !== null,
      settlementDate: parcel.payment?.paidOn ?? null,
      cprNumber: parcel.payment?.reference ?? null,
    });
  }
  if (operation === 'PUT v1/cancel-order') {
    const trackingNumber = String((await bodyOf(req)).trackingNumber ?? '');
    const parcel = parcels.find(trackingNumber);
    if (!parcel) return refused('Invalid tracking number');
    if (!POSTEX_SPEC.cancellable.includes(currentStatus(parcel))) {
      return refused(`Order cannot be cancelled, it is ${POSTEX_MESSAGES[currentStatus(parcel)]}`);
    }
    parcels.advance(trackingNumber, POSTEX_SPEC.cancelled);
    return ok('ORDER HAS BEEN CANCELLED', null);
  }
  return refused('Not found', 404);
}

function bookingProblem(fields: Fields): string | null {
  if (!String(fields.orderRefNumber ?? '').trim()) return 'orderRefNumber is required';
  if (!Number.isFinite(Number(fields.invoicePayment)) || Number(fields.invoicePayment) < 0) return 'Invalid invoicePayment';
  if (!String(fields.customerName ?? '').trim() || !String(fields.deliveryAddress ?? '').trim())
    return 'customerName and deliveryAddress are required';
  if (!LOCAL_MOBILE.test(String(fields.customerPhone ?? ''))) return 'Invalid customerPhone, it must be 03XXXXXXXXX';
  if (!POSTEX_CITIES.some((city) => city.toLowerCase() === String(fields.cityName ?? '').toLowerCase())) return 'Invalid cityName';
  // Without one, PostEx collects from the account's default pickup address.
  const pickup = fields.pickupAddressCode === undefined ? null : String(fields.pickupAddressCode);
  if (pickup !== null && !POSTEX_PICKUP_CODES.some((code) => code === pickup)) return 'Invalid pickupAddressCode';
  if (!(Number(fields.items) >= 1)) return 'items is required';
  return null;
}

function orderOf(parcel: SandboxParcel) {
  return {
    trackingNumber: parcel.trackingNumber,
    orderRefNumber: parcel.reference,
    customerName: parcel.consignee,
    cityName: parcel.city,
    invoicePayment: parcel.codAmount,
    orderDate: karachiLocal(parcel.bookedAt),
    transactionStatus: POSTEX_MESSAGES[currentStatus(parcel)],
  };
}

function trackingOf(parcel: SandboxParcel) {
  return {
    ...orderOf(parcel),
    customerPhone: parcel.phone,
    deliveryAddress: parcel.address,
    orderDetail: parcel.contents,
    transactionStatusHistory: parcel.history.map((step) => ({
      transactionStatusMessage: POSTEX_MESSAGES[step.status],
      transactionStatusMessageCode: step.status,
      modifiedDatetime: karachiLocal(step.at).replace(' ', 'T'),
    })),
  };
}

async function bodyOf(req: SandboxRequest): Promise<Fields> {
  try {
    const parsed: unknown = JSON.parse((await req.text()) || '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Fields) : {};
  } catch {
    return {};
  }
}

function send(res: ServerResponse, { status, body }: Answer): void {
  sendJson(res, status, body);
}
