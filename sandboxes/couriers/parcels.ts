import path from 'node:path';
import { JsonFile } from '../json-file.ts';

/** What a courier sandbox needs to know of its courier. */
export interface CourierSpec {
  name: string;
  /** Every status the courier writes, as the sandbox stores it (Leopards: the words; PostEx: the code). */
  statuses: readonly string[];
  /** The way a parcel goes when nobody intervenes, one step per clock tick, booking first. */
  happyPath: readonly string[];
  /** The statuses from which the courier still cancels. */
  cancellable: readonly string[];
  cancelled: string;
  delivered: string;
  newTrackingNumber(): string;
}

export interface SandboxParcel {
  trackingNumber: string;
  /** The shop's order reference (booked_packet_order_id, orderRefNumber). */
  reference: string;
  codAmount: number;
  /** What the shop said the parcel weighs, for a courier that is told (Leopards). */
  weightGrams?: number;
  city: string;
  consignee: string;
  phone: string;
  address: string;
  contents: string;
  bookedAt: string;
  history: { status: string; at: string }[];
  payment: { reference: string; paidOn: string; amount: number } | null;
}

/** Unattended, a parcel moves one step along its courier's happy path every ten minutes. */
const DEFAULT_STEP_SECONDS = 600;

/**
 * The parcels a courier sandbox holds, in DATA_DIR/sandboxes/<courier>/parcels.json. Statuses follow
 * a clock (COURIER_SANDBOX_STEP_SECONDS a step) until a tester moves a parcel off the happy path.
 */
export class SandboxParcels {
  private readonly file: JsonFile<SandboxParcel[]>;
  private readonly stepMs: number;

  constructor(
    dataDir: string,
    private readonly spec: CourierSpec,
  ) {
    this.file = new JsonFile(path.join(dataDir, 'parcels.json'), []);
    const seconds = Number(process.env.COURIER_SANDBOX_STEP_SECONDS || DEFAULT_STEP_SECONDS);
    this.stepMs = (Number.isFinite(seconds) && seconds > 0 ? seconds : DEFAULT_STEP_SECONDS) * 1000;
  }

  all(now = new Date()): SandboxParcel[] {
    return this.file.read().map((parcel) => this.clocked(parcel, now));
  }

  find(trackingNumber: string): SandboxParcel | null {
    return this.all().find((parcel) => parcel.trackingNumber === trackingNumber) ?? null;
  }

  book(fields: Omit<SandboxParcel, 'trackingNumber' | 'bookedAt' | 'history' | 'payment'>): SandboxParcel {
    const at = new Date().toISOString();
    const parcel: SandboxParcel = {
      ...fields,
      trackingNumber: this.spec.newTrackingNumber(),
      bookedAt: at,
      history: [{ status: this.spec.happyPath[0]!, at }],
      payment: null,
    };
    this.file.write([...this.file.read(), parcel]);
    return parcel;
  }

  /** Writes a status now (a tester's button, a cancellation); the clock goes on from it if it is on the happy path. */
  advance(trackingNumber: string, status: string, at = new Date()): SandboxParcel | null {
    return this.update(trackingNumber, (parcel) => parcel.history.push({ status, at: at.toISOString() }));
  }

  settle(trackingNumber: string, reference: string): SandboxParcel | null {
    const paidOn = new Date(Date.now() + 5 * 3_600_000).toISOString().slice(0, 10);
    return this.update(trackingNumber, (parcel) => (parcel.payment = { reference, paidOn, amount: parcel.codAmount }));
  }

  private update(trackingNumber: string, change: (parcel: SandboxParcel) => void): SandboxParcel | null {
    const now = new Date();
    const parcels = this.file.read().map((parcel) => this.clocked(parcel, now));
    const parcel = parcels.find((item) => item.trackingNumber === trackingNumber);
    if (!parcel) return null;
    change(parcel);
    this.file.write(parcels);
    return parcel;
  }

  /** The parcel with the clock's steps since its last status written in. */
  private clocked(parcel: SandboxParcel, now: Date): SandboxParcel {
    const history = [...parcel.history];
    for (;;) {
      const last = history.at(-1)!;
      const step = this.spec.happyPath.indexOf(last.status);
      const next = step >= 0 ? this.spec.happyPath[step + 1] : undefined;
      const due = new Date(last.at).getTime() + this.stepMs;
      if (!next || due > now.getTime()) break;
      history.push({ status: next, at: new Date(due).toISOString() });
    }
    return { ...parcel, history };
  }
}

export function currentStatus(parcel: SandboxParcel): string {
  return parcel.history.at(-1)!.status;
}

/** "2026-11-28 19:05:00", a moment in Asia/Karachi as the couriers write it. */
export function karachiLocal(iso: string): string {
  return new Date(new Date(iso).getTime() + 5 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}

export function randomDigits(count: number): string {
  let digits = '';
  while (digits.length < count) digits += Math.floor(Math.random() * 10);
  return digits;
}
