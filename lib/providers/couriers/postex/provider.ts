import { askCourier, COURIER_TIMEOUT_MS, karachiDate, karachiIso, textOf } from '../courier-requests';
import {
  CourierRefusedError,
  type Booking,
  type BookingRequest,
  type CourierCity,
  type CourierPayment,
  type CourierProvider,
  type TrackingAnswer,
  type TrackingEvent,
} from '../courier';
import { toLocalMobile } from '../local-mobile';
import { POSTEX_STATUSES, postExStage } from './statuses';

/** The courier's name in the owner's messages and on the labels. */
export const POSTEX_NAME = 'PostEx';

export interface PostExConfig {
  /** https://api.postex.pk/services/integration/api/order, or the sandbox. */
  apiUrl: string;
  token: string;
  /** The registered pickup address to collect from; PostEx uses the account's default when null. */
  pickupAddressCode: string | null;
  /** The public page of one parcel. */
  trackingUrl: (trackingNumber: string) => string;
  /** A printable slip a browser can open; PostEx's own airway bill needs the token, so live has none. */
  slipUrl: ((trackingNumber: string) => string) | null;
  sandbox: boolean;
  timeoutMs?: number;
}

type Fields = Record<string, unknown>;

/** Refused because of who asked (the token), not because of the parcel asked about. */
class PostExCallerRefusedError extends CourierRefusedError {}

/** PostEx's merchant API: the token in a `token` header, answered {statusCode: "200", statusMessage, dist}. */
export function postExProvider(config: PostExConfig): CourierProvider {
  const base = config.apiUrl.replace(/\/$/, '');

  async function call(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<Fields> {
    const answer = await askCourier(
      'PostEx',
      `${base}/${path}`,
      { method, headers: { token: config.token }, body },
      config.timeoutMs ?? COURIER_TIMEOUT_MS,
    );
    if (answer.status < 300 && textOf(answer.body.statusCode) === '200') return answer.body;
    const message = textOf(answer.body.statusMessage) || textOf(answer.body.message) || `PostEx refused ${path} (HTTP ${answer.status})`;
    if (answer.status === 401 || answer.status === 403) throw new PostExCallerRefusedError(message);
    throw new CourierRefusedError(message);
  }

  /** One answer per tracking number; a number PostEx refuses to know is left out, a refused token is not. */
  async function eachKnown<T>(trackingNumbers: readonly string[], ask: (trackingNumber: string) => Promise<T | null>): Promise<T[]> {
    const answers: T[] = [];
    for (const trackingNumber of trackingNumbers) {
      try {
        const answer = await ask(trackingNumber);
        if (answer) answers.push(answer);
      } catch (error) {
        if (!(error instanceof CourierRefusedError) || error instanceof PostExCallerRefusedError) throw error;
      }
    }
    return answers;
  }

  function distOf(body: Fields): Fields {
    return body.dist && typeof body.dist === 'object' && !Array.isArray(body.dist) ? (body.dist as Fields) : {};
  }

  function bookingOf(trackingNumber: string): Booking {
    return { trackingNumber, slipUrl: config.slipUrl?.(trackingNumber) ?? null };
  }

  return {
    id: 'postex',
    name: POSTEX_NAME,
    sandbox: config.sandbox,
    trackingUrl: config.trackingUrl,

    async book(request: BookingRequest): Promise<Booking> {
      const body = await call('POST', 'v3/create-order', {
        orderRefNumber: request.bookingKey,
        invoicePayment: request.codAmount,
        orderDetail: request.contents,
        customerName: request.consignee.name,
        customerPhone: toLocalMobile(request.consignee.phone),
        deliveryAddress: request.consignee.address,
        cityName: request.destinationCityCode,
        invoiceDivision: 0,
        items: request.pieces,
        // PostEx collects from a registered pickup address, not a city: originCityCode is not sent.
        ...(config.pickupAddressCode ? { pickupAddressCode: config.pickupAddressCode } : {}),
        orderType: 'Normal',
        transactionNotes: [`Order ${request.orderNumber}`, request.instructions].filter(Boolean).join('. '),
      });
      const trackingNumber = textOf(distOf(body).trackingNumber);
      if (!trackingNumber) throw new CourierRefusedError('PostEx created the order but gave no trackingNumber');
      return bookingOf(trackingNumber);
    },

    async findBooking(bookingKey, bookedSince) {
      const query = new URLSearchParams({ orderStatusId: '0', fromDate: karachiDate(bookedSince), toDate: karachiDate(new Date()) });
      const body = await call('GET', `v1/get-all-order?${query}`);
      const orders = Array.isArray(body.dist) ? (body.dist as Fields[]) : [];
      const order = orders.find((item) => textOf(item?.orderRefNumber) === bookingKey);
      const trackingNumber = order ? textOf(order.trackingNumber) : '';
      return trackingNumber ? bookingOf(trackingNumber) : null;
    },

    async cancel(trackingNumber) {
      await call('PUT', 'v1/cancel-order', { trackingNumber });
    },

    track(trackingNumbers) {
      return eachKnown(trackingNumbers, async (trackingNumber): Promise<TrackingAnswer> => {
        const dist = distOf(await call('GET', `v1/track-order/${encodeURIComponent(trackingNumber)}`));
        const history = Array.isArray(dist.transactionStatusHistory) ? (dist.transactionStatusHistory as Fields[]) : [];
        const events: TrackingEvent[] = history
          .map((step) => {
            const code = textOf(step.transactionStatusMessageCode);
            return {
              at: karachiIso(textOf(step.modifiedDatetime)),
              status: textOf(step.transactionStatusMessage) || POSTEX_STATUSES[code]?.message || code,
              stage: postExStage(code),
              location: null,
            };
          })
          .sort((a, b) => a.at.localeCompare(b.at));
        const latest = events.at(-1);
        return {
          trackingNumber: textOf(dist.trackingNumber) || trackingNumber,
          stage: latest?.stage ?? 'booked',
          courierStatus: latest?.status ?? textOf(dist.transactionStatus),
          events,
        };
      });
    },

    payments(trackingNumbers) {
      return eachKnown(trackingNumbers, async (trackingNumber): Promise<CourierPayment | null> => {
        const dist = distOf(await call('GET', `v1/payment-status/${encodeURIComponent(trackingNumber)}`));
        if (dist.settle !== true || !textOf(dist.cprNumber)) return null;
        return {
          trackingNumber: textOf(dist.trackingNumber) || trackingNumber,
          amount: Math.round(Number(textOf(dist.invoicePayment) || 0)),
          paidOn: textOf(dist.settlementDate).slice(0, 10),
          reference: textOf(dist.cprNumber),
        };
      });
    },

    async cities(): Promise<CourierCity[]> {
      const body = await call('GET', 'v2/get-operational-city');
      const cities = Array.isArray(body.dist) ? (body.dist as Fields[]) : [];
      return cities
        .filter((city) => city && city.isDeliveryCity !== false)
        .map((city) => ({ code: textOf(city.operationalCityName), name: textOf(city.operationalCityName) }));
    },
  };
}
