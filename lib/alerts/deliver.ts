import 'server-only';
import { serverEnv } from '@/lib/env';
import { createSupabaseAdminClient } from '@/lib/supabase/admin';
import { mailAlerts, pushAlerts, whatsAppAlerts, type StaffAlertChannel } from './alert-channels';
import { alertText } from './alert-text';
import type { AlertRecipient, ClaimedAlert, StaffAlertKind } from './types';

/** How many alerts one delivery claims at most; the next delivery takes the rest. */
const ALERTS_PER_DELIVERY = 50;

/** Every channel each alert goes out on, in this one place. */
const STAFF_ALERT_CHANNELS: readonly StaffAlertChannel[] = [pushAlerts, whatsAppAlerts, mailAlerts];

export interface AlertDelivery {
  claimed: number;
  /** Sends that went out, one per alert, channel and person (or device). */
  sent: number;
  failed: number;
}

async function claimAlerts(): Promise<ClaimedAlert[]> {
  const { data, error } = await createSupabaseAdminClient().rpc('claim_staff_alerts', { p_limit: ALERTS_PER_DELIVERY });
  if (error) throw new Error(`claim staff alerts: ${error.code} ${error.message}`);
  return data.map((row) => ({
    id: row.id,
    kind: row.kind as StaffAlertKind,
    detail: row.detail,
    orderNumber: row.order_number,
    customerName: row.customer_name,
    total: row.total,
    paymentMethod: row.payment_method,
    cityName: row.city_name,
    cancelReason: row.cancel_reason,
    senderName: row.sender_name,
    subject: row.subject,
    placedFromNewPhone: row.placed_from_new_phone,
    returnedParcels: row.returned_parcels,
  }));
}

async function readRecipients(): Promise<AlertRecipient[]> {
  const { data, error } = await createSupabaseAdminClient().rpc('staff_alert_recipients');
  if (error) throw new Error(`staff alert recipients: ${error.code} ${error.message}`);
  return data.map((row) => ({
    userId: row.user_id,
    email: row.email,
    push: row.push,
    mail: row.mail,
    whatsappNumber: row.whatsapp_number,
  }));
}

/**
 * Sends the alerts the database recorded (public.staff_alerts) to every admin on the channels they
 * picked. Each alert is claimed (marked sent) before it goes out, so two servers never send one
 * twice; a send that fails is logged and not retried.
 */
export async function deliverStaffAlerts(channels: readonly StaffAlertChannel[] = STAFF_ALERT_CHANNELS): Promise<AlertDelivery> {
  const alerts = await claimAlerts();
  const delivery: AlertDelivery = { claimed: alerts.length, sent: 0, failed: 0 };
  if (alerts.length === 0) return delivery;
  const recipients = await readRecipients();
  const siteUrl = serverEnv().SITE_URL;
  for (const alert of alerts) {
    const text = alertText(alert, siteUrl);
    const outcomes = await Promise.all(channels.map((channel) => channel.send(alert, text, recipients)));
    for (const outcome of outcomes) {
      delivery.sent += outcome.sent;
      delivery.failed += outcome.failed;
    }
  }
  return delivery;
}

let delivering: Promise<void> | null = null;
let deliverAgain = false;

/**
 * Starts delivering the waiting alerts without making the caller wait (an order, a reply or a
 * message has just been recorded): alerts reach the staff in seconds, while the scheduler's call
 * (POST /api/staff-alerts) picks up whatever this misses. Calls while a delivery runs make it run once more.
 */
export function announceStaffAlerts(): Promise<void> {
  if (delivering) {
    deliverAgain = true;
    return delivering;
  }
  delivering = (async () => {
    do {
      deliverAgain = false;
      try {
        await deliverStaffAlerts();
      } catch (error) {
        console.error('[alerts] the waiting alerts could not be sent:', error);
      }
    } while (deliverAgain);
  })().finally(() => {
    delivering = null;
  });
  return delivering;
}

/** Resolves once the delivery announceStaffAlerts started (if one runs) is over: for whoever must not stop before it. */
export function staffAlertsSettled(): Promise<void> {
  return delivering ?? Promise.resolve();
}
