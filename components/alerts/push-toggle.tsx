'use client';

import { useEffect, useState } from 'react';
import { FormMessage } from '@/components/ui/form-fields';
import { callEndpoint, errorMessage } from '@/lib/api/client';
import { pushEndpoints } from '@/lib/alerts/push-contract';
import {
  PUSH_DENIED,
  PUSH_NOT_ALLOWED,
  PUSH_OFF,
  PUSH_ON,
  PUSH_SAVE_FAILED,
  PUSH_SUBSCRIBE_FAILED,
  PUSH_TOGGLE_HINT,
  PUSH_TOGGLE_LABEL,
  PUSH_TURNING_OFF,
  PUSH_TURNING_ON,
  PUSH_UNSUBSCRIBE_FAILED,
  PUSH_UNSUPPORTED,
} from '@/lib/alerts/push-messages';
import type { PushSubscriptionInput } from '@/lib/alerts/push-schema';
import { SERVICE_WORKER_URL } from '@/lib/version/protocol';

type Status = 'checking' | 'unsupported' | 'off' | 'on' | 'turning-on' | 'turning-off';
type Notice = { tone: 'error' | 'success'; text: string } | null;

function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** The shop's service worker (app/sw.ts), which shows the alerts: registering it again answers the one registered. */
function registration(): Promise<ServiceWorkerRegistration> {
  return navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const binary = atob(
    base64url
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(base64url.length / 4) * 4, '='),
  );
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Whether a subscription was made with this key (the shop's key changed: the old one reaches nobody). */
function madeWith(subscription: PushSubscription, publicKey: string): boolean {
  const used = subscription.options?.applicationServerKey;
  if (!used) return true;
  const expected = keyBytes(publicKey);
  const actual = new Uint8Array(used);
  return actual.length === expected.length && actual.every((byte, i) => byte === expected[i]);
}

const subscriptionBody = (subscription: PushSubscription) => subscription.toJSON() as PushSubscriptionInput;

/**
 * "Alerts on this device" in the owner console: turning it on asks for the Notification permission,
 * subscribes this browser to push with the shop's VAPID key and saves the subscription for the
 * signed-in admin; turning it off unsubscribes the browser and removes it.
 */
export function PushToggle({ publicKey }: { publicKey: string }) {
  const [status, setStatus] = useState<Status>('checking');
  const [notice, setNotice] = useState<Notice>(null);

  useEffect(() => {
    let live = true;
    const settle = (next: Status, message: Notice = null) => {
      if (!live) return;
      setStatus(next);
      if (message) setNotice(message);
    };
    (async () => {
      if (!pushSupported()) return settle('unsupported');
      try {
        const existing = await (await registration()).pushManager.getSubscription();
        if (existing && !madeWith(existing, publicKey)) await existing.unsubscribe();
        else if (existing) {
          // Saved again: the device now alerts whoever is signed in here.
          await callEndpoint(pushEndpoints.subscribe, { body: subscriptionBody(existing) }).catch(() => undefined);
          return settle('on');
        }
        settle('off', Notification.permission === 'denied' ? { tone: 'error', text: PUSH_DENIED } : null);
      } catch {
        settle('off');
      }
    })();
    return () => {
      live = false;
    };
  }, [publicKey]);

  async function turnOn() {
    setNotice(null);
    if (Notification.permission === 'denied') return setNotice({ tone: 'error', text: PUSH_DENIED });
    setStatus('turning-on');
    const permission = await Notification.requestPermission();
    if (permission !== 'granted') {
      setStatus('off');
      return setNotice({ tone: 'error', text: permission === 'denied' ? PUSH_DENIED : PUSH_NOT_ALLOWED });
    }
    let subscription: PushSubscription;
    try {
      subscription = await (
        await registration()
      ).pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
    } catch {
      setStatus('off');
      return setNotice({ tone: 'error', text: PUSH_SUBSCRIBE_FAILED });
    }
    try {
      await callEndpoint(pushEndpoints.subscribe, { body: subscriptionBody(subscription) });
    } catch (error) {
      await subscription.unsubscribe().catch(() => false);
      setStatus('off');
      return setNotice({ tone: 'error', text: errorMessage(error, PUSH_SAVE_FAILED) });
    }
    setStatus('on');
    setNotice({ tone: 'success', text: PUSH_ON });
  }

  async function turnOff() {
    setNotice(null);
    setStatus('turning-off');
    let endpoint: string | null = null;
    try {
      const subscription = await (await registration()).pushManager.getSubscription();
      if (subscription) {
        endpoint = subscription.endpoint;
        await subscription.unsubscribe();
      }
    } catch {
      setStatus('on');
      return setNotice({ tone: 'error', text: PUSH_UNSUBSCRIBE_FAILED });
    }
    setStatus('off');
    if (endpoint) {
      try {
        await callEndpoint(pushEndpoints.unsubscribe, { body: { endpoint } });
      } catch (error) {
        // The browser is unsubscribed: its push service will answer "gone", and the shop forgets it then.
        return setNotice({ tone: 'error', text: errorMessage(error, PUSH_SAVE_FAILED) });
      }
    }
    setNotice({ tone: 'success', text: PUSH_OFF });
  }

  const on = status === 'on' || status === 'turning-off';
  const busy = status === 'checking' || status === 'turning-on' || status === 'turning-off';
  return (
    <section aria-labelledby="push-toggle-label" className="rounded-2xl border border-walnut-200 bg-white p-5 shadow-sm">
      <div className="flex items-start justify-between gap-4">
        <div>
          <p id="push-toggle-label" className="font-semibold text-walnut-950">
            {PUSH_TOGGLE_LABEL}
          </p>
          <p className="mt-1 text-sm text-walnut-700">{PUSH_TOGGLE_HINT}</p>
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={on}
          aria-labelledby="push-toggle-label"
          aria-busy={busy || undefined}
          disabled={busy || status === 'unsupported'}
          onClick={() => void (on ? turnOff() : turnOn())}
          className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors disabled:cursor-not-allowed disabled:opacity-60 ${
            on ? 'bg-walnut-900' : 'bg-walnut-300'
          }`}
        >
          <span
            className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${on ? 'translate-x-6' : 'translate-x-1'}`}
          />
        </button>
      </div>
      {status === 'turning-on' && <p className="mt-3 text-sm text-walnut-700">{PUSH_TURNING_ON}</p>}
      {status === 'turning-off' && <p className="mt-3 text-sm text-walnut-700">{PUSH_TURNING_OFF}</p>}
      {status === 'unsupported' && (
        <div className="mt-3">
          <FormMessage tone="info">{PUSH_UNSUPPORTED}</FormMessage>
        </div>
      )}
      {notice && (
        <div className="mt-3">
          <FormMessage tone={notice.tone}>{notice.text}</FormMessage>
        </div>
      )}
    </section>
  );
}
