/** What the database records as an alert (public.staff_alerts.kind). */
export type StaffAlertKind =
  'new_order' | 'payment_received' | 'shopper_cancelled' | 'whatsapp_reply' | 'contact_message' | 'not_handed_over';

/** One alert as claim_staff_alerts hands it out, with what its messages say. */
export interface ClaimedAlert {
  id: number;
  kind: StaffAlertKind;
  /** The WhatsApp reply's outcome. */
  detail: string | null;
  orderNumber: string | null;
  customerName: string | null;
  total: number | null;
  paymentMethod: string | null;
  cityName: string | null;
  cancelReason: string | null;
  /** A contact message's sender and subject (or its first words). */
  senderName: string | null;
  subject: string | null;
  /** The order's flags (null for a contact message). */
  placedFromNewPhone: boolean | null;
  returnedParcels: number | null;
}

/** An admin, with the channels they picked (staff_alert_recipients). */
export interface AlertRecipient {
  userId: string;
  email: string | null;
  push: boolean;
  mail: boolean;
  /** E.164, or null: no WhatsApp alerts (none given, or the number answered STOP). */
  whatsappNumber: string | null;
}

/** What every channel says about one alert. */
export interface AlertText {
  title: string;
  body: string;
  /** The console page it is about, absolute. */
  link: string;
  /** The order's flags in words (lib/orders/staff-flags.ts); shown in the mail. */
  flags: string[];
}
