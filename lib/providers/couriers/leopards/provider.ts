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
import { leopardsStage } from './statuses';

/** The courier's name in the owner's messages and on the labels. */
export const LEOPARDS_NAME = 'Leopards Courier';

export interface LeopardsConfig {
  /** https://merchantapi.leopardscourier.com/api, its staging host, or the sandbox. */
  apiUrl: string;
  apiKey: string;
  apiPassword: string;
  /** The public page of one parcel. */
  trackingUrl: (trackingNumber: string) => string;
  sandbox: boolean;
  timeoutMs?: number;
}

type Fields = Record<string, unknown>;

/** Leopards' eCom merchant API: every call is a POST of JSON with the key and password, answered {status: 1} or {status: 0, error}. */
export function leopardsProvider(config: LeopardsConfig): CourierProvider {
  const base = config.apiUrl.replace(/\/$/, '');

  async function call(operation: string, fields: Fields): Promise<Fields> {
    const { status, body } = await askCourier(
      'Leopards',
      `${base}/${operation}/format/json/`,
      { method: 'POST', body: { api_key: config.apiKey, api_password: config.apiPassword, ...fields } },
      config.timeoutMs ?? COURIER_TIMEOUT_MS,
    );
    if (Number(body.status) === 1) return body;
    const message = textOf(body.error) || textOf(body.message);
    if (message) throw new CourierRefusedError(message);
    throw new CourierRefusedError(`Leopards refused ${operation} (HTTP ${status})`);
  }

  function listOf(body: Fields, name: string): Fields[] {
    const list = body[name];
    return Array.isArray(list) ? list.filter((item): item is Fields => Boolean(item) && typeof item === 'object') : [];
  }

  return {
    id: 'leopards',
    name: LEOPARDS_NAME,
    sandbox: config.sandbox,
    trackingUrl: config.trackingUrl,

    async book(request: BookingRequest): Promise<Booking> {
      const body = await call('bookPacket', {
        booked_packet_weight: request.weightGrams,
        booked_packet_no_piece: request.pieces,
        booked_packet_collect_amount: request.codAmount,
        booked_packet_order_id: request.bookingKey,
        origin_city: request.originCityCode,
        destination_city: request.destinationCityCode,
        shipment_name_eng: request.shipper.name,
        shipment_email: request.shipper.email ?? '',
        shipment_phone: toLocalMobile(request.shipper.phone),
        shipment_address: request.shipper.address,
        consignment_name_eng: request.consignee.name,
        consignment_email: request.consignee.email ?? '',
        consignment_phone: toLocalMobile(request.consignee.phone),
        consignment_address: request.consignee.address,
        special_instructions: [`Order ${request.orderNumber}: ${request.contents}`, request.instructions].filter(Boolean).join('. '),
      });
      const trackingNumber = textOf(body.track_number);
      if (!trackingNumber) throw new CourierRefusedError('Leopards booked the parcel but gave no track_number');
      return { trackingNumber, slipUrl: textOf(body.slip_link) || null };
    },

    async findBooking(bookingKey, bookedSince) {
      const body = await call('getBookedPacketLastStatus', { from_date: karachiDate(bookedSince), to_date: karachiDate(new Date()) });
      const packet = listOf(body, 'packet_list').find((item) => textOf(item.booked_packet_order_id) === bookingKey);
      const trackingNumber = packet ? textOf(packet.track_number) || textOf(packet.booked_packet_cn) : '';
      return trackingNumber ? { trackingNumber, slipUrl: textOf(packet!.slip_link) || null } : null;
    },

    async cancel(trackingNumber) {
      await call('cancelBookedPackets', { cn_numbers: trackingNumber });
    },

    async track(trackingNumbers): Promise<TrackingAnswer[]> {
      if (trackingNumbers.length === 0) return [];
      const body = await call('trackBookedPacket', { track_numbers: trackingNumbers.join(',') });
      return listOf(body, 'packet_list').map((packet) => {
        const courierStatus = textOf(packet.booked_packet_status);
        const details = Array.isArray(packet['Tracking Detail']) ? (packet['Tracking Detail'] as Fields[]) : [];
        const events: TrackingEvent[] = details
          .map((detail) => ({
            at: karachiIso(textOf(detail.Activity_datetime) || `${textOf(detail.Activity_Date)} ${textOf(detail.Activity_Time)}`),
            status: textOf(detail.Status),
            stage: leopardsStage(textOf(detail.Status)),
            location: textOf(detail.Location) || null,
          }))
          .sort((a, b) => a.at.localeCompare(b.at));
        return { trackingNumber: textOf(packet.booked_packet_cn), stage: leopardsStage(courierStatus), courierStatus, events };
      });
    },

    async payments(trackingNumbers): Promise<CourierPayment[]> {
      if (trackingNumbers.length === 0) return [];
      const body = await call('getPaymentDetails', { cn_numbers: trackingNumbers.join(',') });
      return listOf(body, 'payment_list')
        .filter((payment) => textOf(payment.status).toLowerCase() === 'paid' && textOf(payment.invoice_cheque_no))
        .map((payment) => ({
          trackingNumber: textOf(payment.booked_packet_cn),
          amount: Math.round(Number(textOf(payment.booked_packet_collect_amount) || 0)),
          paidOn: textOf(payment.invoice_cheque_date).slice(0, 10),
          reference: textOf(payment.invoice_cheque_no),
        }));
    },

    async cities(): Promise<CourierCity[]> {
      const body = await call('getAllCities', {});
      return listOf(body, 'city_list').map((city) => ({ code: textOf(city.id), name: textOf(city.name) }));
    },
  };
}
