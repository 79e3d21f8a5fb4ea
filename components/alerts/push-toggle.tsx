'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
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

type DeviceState = 'unsupported' | 'off' | 'on';
type Notice = { tone: 'error' | 'success'; text: string } | null;
type Outcome = { state: DeviceState; notice: Notice };

/**
 * Whether this browser can take alerts and already does. A subscription still there is saved again,
 * so the device alerts whoever is signed in here; one made with another key is dropped.
 */
async function readDevice(publicKey: string): Promise<Outcome> {
  if (!pushSupported()) return { state: 'unsupported', notice: null };
  const blocked: Notice = Notification.permission === 'denied' ? { tone: 'error', text: PUSH_DENIED } : null;
  try {
    const existing = await (await registration()).pushManager.getSubscription();
    if (existing && !madeWith(existing, publicKey)) await existing.unsubscribe();
    else if (existing) {
      await callEndpoint(pushEndpoints.subscribe, { body: subscriptionBody(existing) }).catch(() => undefined);
      return { state: 'on', notice: null };
    }
  } catch {
    // No service worker (a development server) or no push service: the switch still offers to try.
  }
  return { state: 'off', notice: blocked };
}

/** Permission, then the browser's subscription, then the shop's copy; each failure in the owner's words. */
async function turnOn(publicKey: string): Promise<Outcome> {
  if (Notification.permission === 'denied') throw new Error(PUSH_DENIED);
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new Error(permission === 'denied' ? PUSH_DENIED : PUSH_NOT_ALLOWED);
  let subscription: PushSubscription;
  try {
    const { pushManager } = await registration();
    subscription = await pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
  } catch {
    throw new Error(PUSH_SUBSCRIBE_FAILED);
  }
  try {
    await callEndpoint(pushEndpoints.subscribe, { body: subscriptionBody(subscription) });
  } catch (error) {
    await subscription.unsubscribe().catch(() => false);
    throw new Error(errorMessage(error, PUSH_SAVE_FAILED));
  }
  return { state: 'on', notice: { tone: 'success', text: PUSH_ON } };
}

/** The browser unsubscribed, then the shop's copy removed (if that fails, its push service answers "gone" and the shop forgets it then). */
async function turnOff(): Promise<Outcome> {
  let endpoint: string | null = null;
  try {
    const subscription = await (await registration()).pushManager.getSubscription();
    if (subscription) {
      endpoint = subscription.endpoint;
      await subscription.unsubscribe();
    }
  } catch {
    throw new Error(PUSH_UNSUBSCRIBE_FAILED);
  }
  if (endpoint) {
    try {
      await callEndpoint(pushEndpoints.unsubscribe, { body: { endpoint } });
    } catch (error) {
      return { state: 'off', notice: { tone: 'error', text: errorMessage(error, PUSH_SAVE_FAILED) } };
    }
  }
  return { state: 'off', notice: { tone: 'success', text: PUSH_OFF } };
}

/**
 * "Alerts on this device" in the owner console: turning it on asks for the Notification permission,
 * subscribes this browser to push with the shop's VAPID key and saves the subscription for the
 * signed-in admin; turning it off unsubscribes the browser and removes it.
 */
export function PushToggle({ publicKey }: { publicKey: string }) {
  const queryClient = useQueryClient();
  const key = ['alerts', 'push-device', publicKey];
  const device = useQuery({ queryKey: key, queryFn: () => readDevice(publicKey), staleTime: Infinity, retry: false });
  const [notice, setNotice] = useState<Notice>(null);
  const change = useMutation({
    mutationFn: (want: 'on' | 'off') => (want === 'on' ? turnOn(publicKey) : turnOff()),
    onMutate: () => setNotice(null),
    onSuccess: (outcome) => {
      queryClient.setQueryData<Outcome>(key, { state: outcome.state, notice: null });
      setNotice(outcome.notice);
    },
    onError: (error) => setNotice({ tone: 'error', text: error.message }),
  });

  const state = device.data?.state;
  const shown = change.isPending || change.isSuccess || change.isError ? notice : (device.data?.notice ?? null);
  const status = change.isPending ? (change.variables === 'on' ? 'turning-on' : 'turning-off') : (state ?? 'checking');
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
          onClick={() => change.mutate(on ? 'off' : 'on')}
          className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors disabled:cursor-not-allowed disabled:opacity-60 ${
            on ? 'bg-walnut-900' : 'bg-walnut-300'
          }`}
        >
          <span
            className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${on ? 'translate-x-6 rtl:-translate-x-6' : 'translate-x-1 rtl:-translate-x-1'}`}
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
      {shown && (
        <div className="mt-3">
          <FormMessage tone={shown.tone}>{shown.text}</FormMessage>
        </div>
      )}
    </section>
  );
}
