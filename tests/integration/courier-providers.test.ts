import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  CourierRefusedError,
  CourierUnreachableError,
  type BookingRequest,
  type CourierProvider,
  type Party,
  type ShipmentStage,
} from '@/lib/providers/couriers/courier';
import { leopardsProvider } from '@/lib/providers/couriers/leopards/provider';
import { LEOPARDS_SANDBOX_API_PATH, SANDBOX_LEOPARDS } from '@/lib/providers/couriers/leopards/sandbox';
import { LEOPARDS_STATUSES } from '@/lib/providers/couriers/leopards/statuses';
import { postExProvider } from '@/lib/providers/couriers/postex/provider';
import { POSTEX_SANDBOX_API_PATH, SANDBOX_POSTEX_TOKEN } from '@/lib/providers/couriers/postex/sandbox';
import { POSTEX_STATUSES } from '@/lib/providers/couriers/postex/statuses';
import { startSandboxes } from '@/sandboxes/server';

/**
 * Both couriers' providers against their sandboxes (sandboxes/couriers), in this process: every
 * status a tester can drive a parcel to, every kind of refusal and failure, and a booking whose
 * answer never came found again instead of booked twice.
 */
const TIMEOUT_MS = 400;
let sandboxesUrl: string;
let stop: () => Promise<void>;
let dataDir: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'courier-sandboxes-'));
  const sandboxes = await startSandboxes({ port: 0, host: '127.0.0.1', dataDir, publicUrl: null, shopUrl: 'http://127.0.0.1:1' }, () => {});
  sandboxesUrl = sandboxes.url;
  stop = sandboxes.stop;
});

afterAll(async () => {
  await stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

interface Case {
  id: 'leopards' | 'postex';
  provider: (options?: { badCredentials?: boolean; apiUrl?: string; pickupAddressCode?: string }) => CourierProvider;
  request: (bookingKey: string) => BookingRequest;
  /** Every status the courier writes, with the stage the provider must give it. */
  statuses: [string, ShipmentStage][];
  delivered: string;
  picked: string;
  unknownCity: string;
  badCredentialsMessage: string;
  badPhoneMessage: string;
  unknownCityMessage: string;
  parcelCount: () => Promise<number>;
}

function request(bookingKey: string, origin: string, destination: string): BookingRequest {
  const party = (name: string, phone: string): Party => ({ name, phone, address: `House 1, ${name} Road`, email: null });
  return {
    bookingKey,
    orderNumber: 'GDF-1001',
    weightGrams: 1500,
    pieces: 1,
    codAmount: 4250,
    originCityCode: origin,
    destinationCityCode: destination,
    shipper: party('Gilgit Dry Fruits', '+923551234567'),
    consignee: party('Ayesha Khan', '+923001234567'),
    contents: '2 x Dried apricots 500 g',
    instructions: 'Call before delivery',
  };
}

async function sandboxJson(mount: string, route: string, body?: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(
    `${sandboxesUrl}/${mount}/sandbox/${route}`,
    body === undefined ? {} : { method: 'POST', body: JSON.stringify(body) },
  );
  if (!response.ok) throw new Error(`${route}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
}

const CASES: Case[] = [
  {
    id: 'leopards',
    provider: (options = {}) =>
      leopardsProvider({
        apiUrl: options.apiUrl ?? `${sandboxesUrl}${LEOPARDS_SANDBOX_API_PATH}`,
        apiKey: SANDBOX_LEOPARDS.apiKey,
        apiPassword: options.badCredentials ? 'wrong' : SANDBOX_LEOPARDS.apiPassword,
        trackingUrl: (tn) => tn,
        sandbox: true,
        timeoutMs: TIMEOUT_MS,
      }),
    request: (key) => request(key, '416', '789'),
    statuses: Object.entries(LEOPARDS_STATUSES),
    delivered: 'Delivered',
    picked: 'Shipment Picked',
    unknownCity: '999999',
    badCredentialsMessage: 'Invalid API Key or Password',
    badPhoneMessage: 'Invalid consignee phone number',
    unknownCityMessage: 'Invalid destination city',
    parcelCount: async () => ((await sandboxJson('leopards', 'parcels.json')).parcels as unknown[]).length,
  },
  {
    id: 'postex',
    provider: (options = {}) =>
      postExProvider({
        apiUrl: options.apiUrl ?? `${sandboxesUrl}${POSTEX_SANDBOX_API_PATH}`,
        token: options.badCredentials ? 'wrong' : SANDBOX_POSTEX_TOKEN,
        pickupAddressCode: options.pickupAddressCode ?? '001',
        trackingUrl: (tn) => tn,
        slipUrl: (tn) => `${sandboxesUrl}/postex/sandbox/slips/${tn}`,
        sandbox: true,
        timeoutMs: TIMEOUT_MS,
      }),
    request: (key) => request(key, 'Gilgit', 'Lahore'),
    statuses: Object.entries(POSTEX_STATUSES).map(([code, { stage }]) => [code, stage]),
    delivered: '0005',
    picked: '0003',
    unknownCity: 'Atlantis',
    badCredentialsMessage: 'Invalid token',
    badPhoneMessage: 'Invalid customerPhone, it must be 03XXXXXXXXX',
    unknownCityMessage: 'Invalid cityName',
    parcelCount: async () => ((await sandboxJson('postex', 'parcels.json')).parcels as unknown[]).length,
  },
];

describe.each(CASES)('$id', (courier) => {
  let keys = 0;
  const newKey = () => `${courier.id}-key-${++keys}`;

  test('books, tracks, settles and reports the payment; the slip is a page of the sandbox', async () => {
    const provider = courier.provider();
    const booking = await provider.book(courier.request(newKey()));
    expect(booking.trackingNumber).toMatch(courier.id === 'leopards' ? /^LE75\d{8}$/ : /^2\d{13}$/);
    const slip = await fetch(booking.slipUrl!);
    expect(slip.status).toBe(200);
    expect(await slip.text()).toContain('Ayesha Khan');

    const [booked] = await provider.track([booking.trackingNumber]);
    expect(booked).toMatchObject({ trackingNumber: booking.trackingNumber, stage: 'booked' });
    expect(booked!.events[0]!.at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+05:00$/);
    expect(await provider.payments([booking.trackingNumber])).toEqual([]);

    await sandboxJson(courier.id, `parcels/${booking.trackingNumber}/advance`, { to: courier.delivered });
    const settled = await sandboxJson(courier.id, `parcels/${booking.trackingNumber}/settle`, {});
    const payment = (settled.parcel as { payment: { reference: string; paidOn: string } }).payment;
    expect(await provider.payments([booking.trackingNumber, 'NO-SUCH-PARCEL'])).toEqual([
      { trackingNumber: booking.trackingNumber, amount: 4250, paidOn: payment.paidOn, reference: payment.reference },
    ]);
    expect(payment.paidOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  test('every status the courier writes maps to its stage', async () => {
    const provider = courier.provider();
    const { trackingNumber } = await provider.book(courier.request(newKey()));
    for (const [status, stage] of courier.statuses) {
      await sandboxJson(courier.id, `parcels/${trackingNumber}/advance`, { to: status });
      const [answer] = await provider.track([trackingNumber]);
      expect([status, answer!.stage]).toEqual([status, stage]);
    }
    const [answer] = await provider.track([trackingNumber]);
    expect(answer!.events.map((event) => event.stage)).toEqual(['booked', ...courier.statuses.map(([, stage]) => stage)]);
  });

  test('a tracking number the courier does not know is left out', async () => {
    expect(await courier.provider().track(['NO-SUCH-PARCEL'])).toEqual([]);
  });

  test('cancels before pickup; refuses after it, and for a parcel it does not know', async () => {
    const provider = courier.provider();
    const first = await provider.book(courier.request(newKey()));
    await provider.cancel(first.trackingNumber);
    expect((await provider.track([first.trackingNumber]))[0]!.stage).toBe('cancelled');

    const second = await provider.book(courier.request(newKey()));
    await sandboxJson(courier.id, `parcels/${second.trackingNumber}/advance`, { to: courier.picked });
    await expect(provider.cancel(second.trackingNumber)).rejects.toThrow(CourierRefusedError);
    await expect(provider.cancel('NO-SUCH-PARCEL')).rejects.toThrow(CourierRefusedError);
  });

  test('lists its cities', async () => {
    const cities = await courier.provider().cities();
    expect(cities.length).toBeGreaterThan(3);
    expect(cities.map((city) => city.name)).toContain('Lahore');
  });

  test.each([
    ['wrong credentials', 'badCredentials'],
    ['an unknown city', 'unknownCity'],
    ['a phone that is not a mobile', 'badPhone'],
  ] as const)("%s: CourierRefusedError with the courier's words, nothing booked", async (_name, fault) => {
    const before = await courier.parcelCount();
    const provider = courier.provider({ badCredentials: fault === 'badCredentials' });
    const booking = courier.request(newKey());
    if (fault === 'unknownCity') booking.destinationCityCode = courier.unknownCity;
    if (fault === 'badPhone') booking.consignee.phone = '+44201234567';
    const message = {
      badCredentials: courier.badCredentialsMessage,
      unknownCity: courier.unknownCityMessage,
      badPhone: courier.badPhoneMessage,
    }[fault];
    const error = await provider.book(booking).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CourierRefusedError);
    expect((error as Error).message).toBe(message);
    expect(await courier.parcelCount()).toBe(before);
    if (fault === 'badCredentials') await expect(provider.track(['NO-SUCH-PARCEL'])).rejects.toThrow(message);
  });

  if (courier.id === 'postex') {
    test('an unknown pickup address is refused', async () => {
      await expect(courier.provider({ pickupAddressCode: '999' }).book(courier.request(newKey()))).rejects.toThrow(
        'Invalid pickupAddressCode',
      );
    });
  }

  test('the courier refusing the next booking is CourierRefusedError', async () => {
    await sandboxJson(courier.id, 'next-booking', { answer: 'refused' });
    await expect(courier.provider().book(courier.request(newKey()))).rejects.toThrow(CourierRefusedError);
  });

  test.each(['server_error', 'malformed'] as const)('a %s answer is CourierUnreachableError', async (answer) => {
    await sandboxJson(courier.id, 'next-booking', { answer });
    await expect(courier.provider().book(courier.request(newKey()))).rejects.toThrow(CourierUnreachableError);
  });

  test('nobody answering is CourierUnreachableError', async () => {
    await expect(courier.provider({ apiUrl: 'http://127.0.0.1:9/api' }).cities()).rejects.toThrow(CourierUnreachableError);
  });

  test('a booking whose answer times out is found again, and not booked twice', async () => {
    const provider = courier.provider();
    const key = newKey();
    const since = new Date(Date.now() - 60_000);
    expect(await provider.findBooking(key, since)).toBeNull();
    await sandboxJson(courier.id, 'next-booking', { answer: 'slow', delayMs: TIMEOUT_MS * 5 });
    await expect(provider.book(courier.request(key))).rejects.toThrow(/no answer within 400 ms/);

    const found = await provider.findBooking(key, since);
    expect(found?.trackingNumber).toBeTruthy();
    const parcels = (await sandboxJson(courier.id, 'parcels.json')).parcels as { reference: string; trackingNumber: string }[];
    expect(parcels.filter((parcel) => parcel.reference === key).map((parcel) => parcel.trackingNumber)).toEqual([found!.trackingNumber]);
  });
});

describe('the sandboxes clock and pages', () => {
  let clocked: { url: string; stop(): Promise<void> };
  let clockedDir: string;

  beforeAll(async () => {
    clockedDir = fs.mkdtempSync(path.join(os.tmpdir(), 'courier-sandboxes-clock-'));
    process.env.COURIER_SANDBOX_STEP_SECONDS = '0.1';
    try {
      clocked = await startSandboxes(
        { port: 0, host: '127.0.0.1', dataDir: clockedDir, publicUrl: null, shopUrl: 'http://127.0.0.1:1' },
        () => {},
      );
    } finally {
      delete process.env.COURIER_SANDBOX_STEP_SECONDS;
    }
  });

  afterAll(async () => {
    await clocked.stop();
    fs.rmSync(clockedDir, { recursive: true, force: true });
  });

  test('unattended, a parcel goes from booked to delivered one step a tick', async () => {
    const leopards = leopardsProvider({
      apiUrl: `${clocked.url}${LEOPARDS_SANDBOX_API_PATH}`,
      ...SANDBOX_LEOPARDS,
      trackingUrl: (tn) => tn,
      sandbox: true,
      timeoutMs: TIMEOUT_MS,
    });
    const postEx = postExProvider({
      apiUrl: `${clocked.url}${POSTEX_SANDBOX_API_PATH}`,
      token: SANDBOX_POSTEX_TOKEN,
      pickupAddressCode: null,
      trackingUrl: (tn) => tn,
      slipUrl: null,
      sandbox: true,
      timeoutMs: TIMEOUT_MS,
    });
    const first = await leopards.book(request('clock-1', '416', '789'));
    const second = await postEx.book(request('clock-2', 'Gilgit', 'Lahore'));
    await new Promise((resolve) => setTimeout(resolve, 600));
    const [leopardsAnswer] = await leopards.track([first.trackingNumber]);
    const [postExAnswer] = await postEx.track([second.trackingNumber]);
    const journey = ['booked', 'in_transit', 'in_transit', 'out_for_delivery', 'delivered'];
    expect(leopardsAnswer!.events.map((event) => event.stage)).toEqual(journey);
    expect(postExAnswer!.events.map((event) => event.stage)).toEqual(journey);
    expect(postExAnswer!.courierStatus).toBe('Delivered');
  });

  test("the tester's page lists parcels, and its buttons move them", async () => {
    const booking = await leopardsProvider({
      apiUrl: `${clocked.url}${LEOPARDS_SANDBOX_API_PATH}`,
      ...SANDBOX_LEOPARDS,
      trackingUrl: (tn) => tn,
      sandbox: true,
    }).book(request('page-1', '416', '789'));
    const list = await (await fetch(`${clocked.url}/leopards/sandbox/parcels`)).text();
    expect(list).toContain(booking.trackingNumber);
    const pressed = await fetch(`${clocked.url}/leopards/sandbox/parcels/${booking.trackingNumber}/advance`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'to=Being+Return',
      redirect: 'manual',
    });
    expect(pressed.status).toBe(303);
    const page = await (await fetch(pressed.headers.get('location')!)).text();
    expect(page).toContain('Being Return');
    const refused = await fetch(`${clocked.url}/leopards/sandbox/parcels/${booking.trackingNumber}/settle`, { method: 'POST' });
    expect(refused.status).toBe(409);
  });
});
