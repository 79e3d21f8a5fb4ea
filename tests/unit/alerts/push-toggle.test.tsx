/**
 * "Alerts on this device" against a fake browser (a pushManager, the Notification permission, the
 * shop's routes): turning it on asks for permission, subscribes with the shop's key and saves the
 * subscription; turning it off unsubscribes and removes it; each way it can fail says so in words.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { PushToggle } from '@/components/alerts/push-toggle';
import {
  PUSH_DENIED,
  PUSH_NOT_ALLOWED,
  PUSH_OFF,
  PUSH_ON,
  PUSH_SUBSCRIBE_FAILED,
  PUSH_TOGGLE_LABEL,
  PUSH_UNSUPPORTED,
} from '@/lib/alerts/push-messages';
import { renderWithQuery } from '../support/render-with-query';

const PUBLIC_KEY = `BN${'x4-_'.repeat(21)}Q`;
const KEY_BYTES = Uint8Array.from(atob(PUBLIC_KEY.replace(/-/g, '+').replace(/_/g, '/') + '='), (c) => c.charCodeAt(0));
const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/device-1';
const KEYS = { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) };

class FakeSubscription {
  readonly endpoint = ENDPOINT;
  readonly options: { applicationServerKey: ArrayBuffer };
  readonly unsubscribe = jest.fn(async () => {
    pushManager.current = null;
    return true;
  });
  constructor(key: Uint8Array = KEY_BYTES) {
    this.options = { applicationServerKey: key.slice().buffer };
  }
  toJSON() {
    return { endpoint: this.endpoint, expirationTime: null, keys: KEYS };
  }
}

const pushManager: {
  current: FakeSubscription | null;
  subscribe: jest.Mock<Promise<FakeSubscription>, [PushSubscriptionOptionsInit]>;
  getSubscription: jest.Mock<Promise<FakeSubscription | null>, []>;
} = {
  current: null,
  subscribe: jest.fn(async (_options: PushSubscriptionOptionsInit) => (pushManager.current = new FakeSubscription())),
  getSubscription: jest.fn(async () => pushManager.current),
};
const notification = { permission: 'default' as NotificationPermission, requestPermission: jest.fn(async () => 'granted' as const) };
let answers: { status: number; body: Record<string, unknown> }[];
const requests: { url: string; method: string; body: unknown }[] = [];

beforeEach(() => {
  pushManager.current = null;
  notification.permission = 'default';
  answers = [];
  requests.length = 0;
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { register: jest.fn(async () => ({ pushManager })) },
  });
  Object.assign(window, { PushManager: function PushManager() {}, Notification: notification });
  global.fetch = jest.fn(async (url: string, init: RequestInit) => {
    requests.push({ url, method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : undefined });
    const answer = answers.shift() ?? { status: 200, body: { ok: true, message: 'Saved.' } };
    return { ok: answer.status < 300, status: answer.status, json: async () => answer.body } as Response;
  }) as unknown as typeof fetch;
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  Reflect.deleteProperty(window, 'PushManager');
  Reflect.deleteProperty(window, 'Notification');
  jest.clearAllMocks();
});

const toggle = () => screen.getByRole('switch', { name: PUSH_TOGGLE_LABEL });

async function renderReady() {
  renderWithQuery(<PushToggle publicKey={PUBLIC_KEY} />);
  await waitFor(() => expect(toggle()).toBeEnabled());
}

test('a browser without push says so and cannot be turned on', async () => {
  Reflect.deleteProperty(window, 'PushManager');
  renderWithQuery(<PushToggle publicKey={PUBLIC_KEY} />);
  expect(await screen.findByText(PUSH_UNSUPPORTED)).toBeVisible();
  expect(toggle()).toBeDisabled();
  expect(requests).toEqual([]);
});

test("turning alerts on asks for permission, subscribes with the shop's key and saves the subscription", async () => {
  await renderReady();
  expect(toggle()).toHaveAttribute('aria-checked', 'false');
  await act(async () => fireEvent.click(toggle()));
  expect(await screen.findByText(PUSH_ON)).toBeVisible();
  expect(notification.requestPermission).toHaveBeenCalledTimes(1);
  const options = pushManager.subscribe.mock.calls[0]![0];
  expect(options.userVisibleOnly).toBe(true);
  expect(Array.from(options.applicationServerKey as Uint8Array)).toEqual(Array.from(KEY_BYTES));
  expect(requests).toEqual([
    { url: '/api/admin/push-subscriptions', method: 'POST', body: { endpoint: ENDPOINT, expirationTime: null, keys: KEYS } },
  ]);
  expect(toggle()).toHaveAttribute('aria-checked', 'true');
});

test('a refused or dismissed permission prompt leaves alerts off, with the reason', async () => {
  await renderReady();
  notification.requestPermission.mockResolvedValueOnce('denied' as never);
  await act(async () => fireEvent.click(toggle()));
  expect(await screen.findByText(PUSH_DENIED)).toBeVisible();
  notification.requestPermission.mockResolvedValueOnce('default' as never);
  await act(async () => fireEvent.click(toggle()));
  expect(await screen.findByText(PUSH_NOT_ALLOWED)).toBeVisible();
  expect(pushManager.subscribe).not.toHaveBeenCalled();
  expect(requests).toEqual([]);
  expect(toggle()).toHaveAttribute('aria-checked', 'false');
});

test('notifications blocked before the page opened say so at once, and nothing is asked', async () => {
  notification.permission = 'denied';
  await renderReady();
  expect(screen.getByRole('alert')).toHaveTextContent(PUSH_DENIED);
  await act(async () => fireEvent.click(toggle()));
  expect(notification.requestPermission).not.toHaveBeenCalled();
  expect(pushManager.subscribe).not.toHaveBeenCalled();
});

test('a subscription the browser cannot make, or the shop refuses, leaves alerts off with a message', async () => {
  await renderReady();
  pushManager.subscribe.mockRejectedValueOnce(new DOMException('push service error', 'AbortError'));
  await act(async () => fireEvent.click(toggle()));
  expect(await screen.findByText(PUSH_SUBSCRIBE_FAILED)).toBeVisible();
  expect(requests).toEqual([]);

  answers.push({ status: 400, body: { ok: false, message: 'This browser’s push service is not one the shop sends alerts through.' } });
  await act(async () => fireEvent.click(toggle()));
  expect(await screen.findByText('This browser’s push service is not one the shop sends alerts through.')).toBeVisible();
  expect(pushManager.current).toBeNull();
  expect(toggle()).toHaveAttribute('aria-checked', 'false');
});

test('a device already on is saved again for whoever is signed in; turning it off unsubscribes and removes it', async () => {
  const existing = new FakeSubscription();
  pushManager.current = existing;
  await renderReady();
  expect(toggle()).toHaveAttribute('aria-checked', 'true');
  expect(requests).toEqual([{ url: '/api/admin/push-subscriptions', method: 'POST', body: existing.toJSON() }]);

  await act(async () => fireEvent.click(toggle()));
  expect(await screen.findByText(PUSH_OFF)).toBeVisible();
  expect(existing.unsubscribe).toHaveBeenCalledTimes(1);
  expect(requests[1]).toEqual({ url: '/api/admin/push-subscriptions', method: 'DELETE', body: { endpoint: ENDPOINT } });
  expect(toggle()).toHaveAttribute('aria-checked', 'false');
});

test("a subscription made with another key (the shop's key changed) is dropped: alerts show as off", async () => {
  const stale = new FakeSubscription(new Uint8Array(65).fill(4));
  pushManager.current = stale;
  await renderReady();
  expect(stale.unsubscribe).toHaveBeenCalledTimes(1);
  expect(toggle()).toHaveAttribute('aria-checked', 'false');
  expect(requests).toEqual([]);
});
