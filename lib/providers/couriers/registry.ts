import type { ServerEnv } from '@/lib/env';
import type { CourierPlugin, CourierProvider } from './courier';
import { leopardsPlugin } from './leopards/plugin';
import { postExPlugin } from './postex/plugin';

/**
 * Every courier the shop can book, under the id shipping methods and shipments store. Adding a
 * courier is its folder beside this file, one line here, and its settings in lib/env.ts.
 */
export const COURIERS = {
  leopards: leopardsPlugin,
  postex: postExPlugin,
} as const satisfies Record<string, CourierPlugin>;

export type CourierId = keyof typeof COURIERS;

export const COURIER_IDS = Object.keys(COURIERS) as CourierId[];

export function isCourierId(id: string): id is CourierId {
  return Object.hasOwn(COURIERS, id);
}

/** The courier as configured, or null when it is off. */
export function courierFromEnv(id: CourierId, env: ServerEnv): CourierProvider | null {
  return COURIERS[id].fromEnv(env);
}

/** A courier's name for the owner's messages, even while it is off; the id itself for one the shop does not know. */
export function courierName(id: string): string {
  return isCourierId(id) ? COURIERS[id].name : id;
}
