import 'server-only';
import { serverEnv, type ServerEnv } from '@/lib/env';
import { isWalletId, WALLET_IDS, WALLETS, type WalletId } from '@/lib/providers/wallets/registry';
import type { WalletProvider } from '@/lib/providers/wallets/wallet';

/** The wallet's gateway in its configured mode, or null when it is off or no wallet has this id. */
export function walletProvider(id: string, env: ServerEnv = serverEnv()): WalletProvider | null {
  return isWalletId(id) ? WALLETS[id].fromEnv(env) : null;
}

/** The wallets the checkout offers now. */
export function offeredWallets(env: ServerEnv = serverEnv()): WalletProvider[] {
  return WALLET_IDS.map((id) => walletProvider(id, env)).filter((provider) => provider !== null);
}

/** Where the checkout's payment form may be posted (the Content-Security-Policy's form-action). */
export function paymentFormOrigins(env: ServerEnv = serverEnv()): string[] {
  return [...new Set(offeredWallets(env).map((provider) => new URL(provider.formUrl).origin))];
}

/** False only for a wallet the shop cannot take now; other methods are place_order's to judge. */
export function walletOffered(paymentMethod: string, env: ServerEnv = serverEnv()): boolean {
  return !isWalletId(paymentMethod) || walletProvider(paymentMethod, env) !== null;
}

/**
 * The wallet a return or a notification comes from, told apart by its fields, and whether it is only
 * a step of that wallet's checkout (continued, not settled). Steps are looked for first.
 */
export function walletOfMessage(params: Readonly<Record<string, string>>): { wallet: WalletId; step: boolean } | null {
  const step = WALLET_IDS.find((id) => WALLETS[id].sentCheckoutStep(params));
  if (step) return { wallet: step, step: true };
  const wallet = WALLET_IDS.find((id) => WALLETS[id].sentMessage(params));
  return wallet ? { wallet, step: false } : null;
}
