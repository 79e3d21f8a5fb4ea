import { easypaisaPlugin } from './easypaisa/plugin';
import { jazzCashPlugin } from './jazzcash/plugin';
import type { WalletPlugin } from './wallet';

/**
 * Every wallet the shop can take, under the payment method id its orders store. Adding a wallet is
 * its folder beside this file, one line here, and its settings in lib/env.ts.
 */
export const WALLETS = {
  jazzcash: jazzCashPlugin,
  easypaisa: easypaisaPlugin,
} as const satisfies Record<string, WalletPlugin>;

export type WalletId = keyof typeof WALLETS;

export const WALLET_IDS = Object.keys(WALLETS) as WalletId[];

export function isWalletId(id: string): id is WalletId {
  return Object.hasOwn(WALLETS, id);
}
