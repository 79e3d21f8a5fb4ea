/**
 * What the shop needs from Web Push (RFC 8030, 8291, 8292): a message encrypted to one browser's
 * subscription and posted to its push service, signed with the shop's VAPID key. The console's
 * browsers subscribe with `publicKey` as their applicationServerKey.
 */
export interface PushDevice {
  /** The push service's URL for this browser (PushSubscription.endpoint). */
  endpoint: string;
  /** The browser's P-256 public key and auth secret, base64url (PushSubscription.toJSON().keys). */
  p256dh: string;
  auth: string;
}

export interface PushMessage {
  title: string;
  body: string;
  /** Where a tap on the notification leads: absolute, or a path of the shop. */
  url: string;
  /** A later notification with the same tag replaces the earlier one on the device. */
  tag?: string;
}

export interface PushSender {
  /** The VAPID public key (base64url, uncompressed P-256 point). */
  publicKey: string;
  /** 'sent' when the push service took it; 'gone' when it answered 404/410 (the subscription ended: forget it). Throws otherwise. */
  send(device: PushDevice, message: PushMessage): Promise<'sent' | 'gone'>;
}
