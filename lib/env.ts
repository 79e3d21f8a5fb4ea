import 'server-only';
import { createECDH } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

function walletMode(name: string) {
  return z.enum(['live', 'sandbox', 'off'], { message: `${name} must be live, sandbox or off` }).optional();
}

/** What each wallet's live mode needs; credentials given without a mode are refused too, so that a wallet is never off by surprise. */
const WALLET_CREDENTIALS = {
  JAZZCASH_MODE: ['JAZZCASH_MERCHANT_ID', 'JAZZCASH_PASSWORD', 'JAZZCASH_INTEGRITY_SALT'],
  EASYPAISA_MODE: ['EASYPAISA_STORE_ID', 'EASYPAISA_HASH_KEY', 'EASYPAISA_USERNAME', 'EASYPAISA_PASSWORD', 'EASYPAISA_ACCOUNT_NUM'],
  WHATSAPP_MODE: ['WHATSAPP_ACCESS_TOKEN', 'WHATSAPP_PHONE_NUMBER_ID', 'WHATSAPP_APP_SECRET', 'WHATSAPP_VERIFY_TOKEN'],
  LEOPARDS_MODE: ['LEOPARDS_API_KEY', 'LEOPARDS_API_PASSWORD'],
  POSTEX_MODE: ['POSTEX_TOKEN'],
} as const;

/**
 * The shop's server configuration, parsed once. With no SUPABASE_URL the shop uses the embedded
 * backend, whose URL and keys are in DATA_DIR/supabase-local.json (written by `npm run backend`).
 */
const envSchema = z.object({
  SUPABASE_URL: z.url({ message: 'SUPABASE_URL must be an http(s) URL' }),
  SUPABASE_ANON_KEY: z.string().min(20, 'SUPABASE_ANON_KEY is missing'),
  SUPABASE_SERVICE_ROLE_KEY: z.string().min(20, 'SUPABASE_SERVICE_ROLE_KEY is missing'),
  SITE_URL: z.url({ message: 'SITE_URL must be an http(s) URL' }).default('http://localhost:3000'),
  /** Where new-order, shopper-cancellation and contact-form mails go. */
  SHOP_OWNER_EMAIL: z.email({ message: 'SHOP_OWNER_EMAIL must be an email address' }).default('orders@gilgitdryfruits.pk'),
  /** A transactional mail API taking POST {from, to, subject, text, html} with a Bearer key (e.g. Resend's /emails). */
  MAIL_API_URL: z.url({ message: 'MAIL_API_URL must be an http(s) URL' }).optional(),
  MAIL_API_KEY: z.string().optional(),
  MAIL_FROM: z.string().default('Gilgit Dry Fruits <no-reply@gilgitdryfruits.pk>'),
  /** Meta pixel id; the pixel is loaded only when it is set. */
  META_PIXEL_ID: z
    .string()
    .regex(/^\d{5,20}$/, 'META_PIXEL_ID must be the numeric pixel id')
    .optional(),
  /** Each wallet's mode (docs/payments.md): live needs its credentials, sandbox uses the sandboxes service, off (the default) does not offer it. */
  JAZZCASH_MODE: walletMode('JAZZCASH_MODE'),
  EASYPAISA_MODE: walletMode('EASYPAISA_MODE'),
  /** Where the sandboxes service (sandboxes/, started by `npm start`) answers, for a wallet in sandbox mode. */
  SANDBOXES_URL: z.url({ message: 'SANDBOXES_URL must be an http(s) URL' }).default('http://127.0.0.1:54331'),
  /** JazzCash page redirection credentials, for JAZZCASH_MODE=live. */
  JAZZCASH_MERCHANT_ID: z.string().optional(),
  JAZZCASH_PASSWORD: z.string().optional(),
  JAZZCASH_INTEGRITY_SALT: z.string().optional(),
  /** https://sandbox.jazzcash.com.pk for JazzCash's own test environment, https://payments.jazzcash.com.pk live. */
  JAZZCASH_BASE_URL: z.url({ message: 'JAZZCASH_BASE_URL must be an http(s) URL' }).default('https://payments.jazzcash.com.pk'),
  /** Easypaisa Easypay hosted checkout, for EASYPAISA_MODE=live: store id, hash key, API user and password, account number. */
  EASYPAISA_STORE_ID: z.string().optional(),
  EASYPAISA_HASH_KEY: z.string().length(16, 'EASYPAISA_HASH_KEY must be the 16-character key from the Easypay portal').optional(),
  EASYPAISA_USERNAME: z.string().optional(),
  EASYPAISA_PASSWORD: z.string().optional(),
  EASYPAISA_ACCOUNT_NUM: z.string().optional(),
  /** https://easypaystg.easypaisa.com.pk for Easypay's staging, https://easypay.easypaisa.com.pk live. */
  EASYPAISA_BASE_URL: z.url({ message: 'EASYPAISA_BASE_URL must be an http(s) URL' }).default('https://easypay.easypaisa.com.pk'),
  /** WhatsApp order confirmations (docs/whatsapp.md): live needs the four WHATSAPP_* credentials, sandbox uses the sandboxes service, off (the default) sends nothing. */
  WHATSAPP_MODE: walletMode('WHATSAPP_MODE'),
  /** From the Meta app's WhatsApp settings: a system user's access token, the sender's phone number id, the app secret, and the webhook's verify token (chosen by the owner). */
  WHATSAPP_ACCESS_TOKEN: z.string().optional(),
  WHATSAPP_PHONE_NUMBER_ID: z
    .string()
    .regex(/^\d{5,20}$/, 'WHATSAPP_PHONE_NUMBER_ID must be the numeric phone number id')
    .optional(),
  WHATSAPP_APP_SECRET: z.string().optional(),
  WHATSAPP_VERIFY_TOKEN: z.string().optional(),
  WHATSAPP_GRAPH_URL: z.url({ message: 'WHATSAPP_GRAPH_URL must be an http(s) URL' }).default('https://graph.facebook.com'),
  /** Each courier's mode (docs/couriers.md): live needs its credentials, sandbox uses the sandboxes service, off (the default) does not offer it. */
  LEOPARDS_MODE: walletMode('LEOPARDS_MODE'),
  POSTEX_MODE: walletMode('POSTEX_MODE'),
  /** Leopards' merchant API key and password, for LEOPARDS_MODE=live (the merchant portal's API settings). */
  LEOPARDS_API_KEY: z.string().optional(),
  LEOPARDS_API_PASSWORD: z.string().optional(),
  /** https://merchantapistaging.leopardscourier.com/api for Leopards' staging, https://merchantapi.leopardscourier.com/api live. */
  LEOPARDS_API_URL: z.url({ message: 'LEOPARDS_API_URL must be an http(s) URL' }).default('https://merchantapi.leopardscourier.com/api'),
  /** PostEx's merchant API token, for POSTEX_MODE=live. */
  POSTEX_TOKEN: z.string().optional(),
  /** The PostEx pickup address to collect from (its code in PostEx's merchant portal); PostEx's default when unset. */
  POSTEX_PICKUP_ADDRESS_CODE: z.string().optional(),
  POSTEX_API_URL: z
    .url({ message: 'POSTEX_API_URL must be an http(s) URL' })
    .default('https://api.postex.pk/services/integration/api/order'),
  /** How long a courier's API may take to answer, in ms; unset, the providers' COURIER_TIMEOUT_MS (15 s). */
  COURIER_TIMEOUT_MS: z.coerce
    .number({ message: 'COURIER_TIMEOUT_MS must be a whole number of milliseconds' })
    .int('COURIER_TIMEOUT_MS must be a whole number of milliseconds')
    .min(1000, 'COURIER_TIMEOUT_MS must be at least 1000')
    .max(60_000, 'COURIER_TIMEOUT_MS must be at most 60000')
    .optional(),
  /**
   * Redis shared by every instance of the shop (docs/deploying.md): the rate limits count there, and
   * next.config.mjs gives Next a cache handler that keeps the pages there. Unset: both stay in this
   * server, as for one instance.
   */
  REDIS_URL: z.url({ protocol: /^rediss?$/, hostname: /./, message: 'REDIS_URL must be a redis:// or rediss:// URL' }).optional(),
  /** Where the shop's server keeps what it makes itself (the VAPID keys); the embedded backend's data directory by default. */
  DATA_DIR: z.string().default('data'),
  /**
   * The console's Web Push key pair (docs/configuration.md), both or neither, base64url as
   * `npx web-push generate-vapid-keys` prints them; unset, a pair is made once and kept in
   * DATA_DIR/vapid-keys.json. Several instances of the shop must share one pair.
   */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'VAPID_PUBLIC_KEY must be a base64url P-256 public key (87 characters)')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'VAPID_PRIVATE_KEY must be a base64url P-256 private key (43 characters)')
    .optional(),
  /** Who the push services may contact about the shop's messages (a mailto: or https: URL); mailto:SHOP_OWNER_EMAIL by default. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:[^@\s]+@[^@\s]+|https:\/\/[^\s/]+(\/\S*)?)$/, 'VAPID_SUBJECT must be a mailto: address or an https: URL')
    .optional(),
});

/** Whether a VAPID private key is the public key's other half (a P-256 point computed from it). */
function vapidPairMatches(publicKey: string, privateKey: string): boolean {
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(privateKey, 'base64url'));
    return ecdh.getPublicKey().equals(Buffer.from(publicKey, 'base64url'));
  } catch {
    return false;
  }
}

const checkedEnvSchema = envSchema
  .superRefine((env, context) => {
    for (const [mode, names] of Object.entries(WALLET_CREDENTIALS) as [keyof typeof WALLET_CREDENTIALS, readonly (keyof typeof env)[]][]) {
      const given = names.filter((name) => env[name]);
      if (env[mode] === 'live' && given.length < names.length) {
        const missing = names.filter((name) => !given.includes(name));
        context.addIssue({ code: 'custom', path: [mode], message: `live mode needs ${missing.join(', ')}` });
      }
      if (env[mode] === undefined && given.length > 0) {
        context.addIssue({ code: 'custom', path: [mode], message: `${given.join(', ')} given: set ${mode} to live, sandbox or off` });
      }
    }
    if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
      const missing = env.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY';
      context.addIssue({
        code: 'custom',
        path: [missing],
        message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both or neither',
      });
    } else if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY && !vapidPairMatches(env.VAPID_PUBLIC_KEY, env.VAPID_PRIVATE_KEY)) {
      context.addIssue({
        code: 'custom',
        path: ['VAPID_PRIVATE_KEY'],
        message: 'VAPID_PRIVATE_KEY is not the private half of VAPID_PUBLIC_KEY',
      });
    }
  })
  .transform((env) => ({
    ...env,
    JAZZCASH_MODE: env.JAZZCASH_MODE ?? 'off',
    EASYPAISA_MODE: env.EASYPAISA_MODE ?? 'off',
    WHATSAPP_MODE: env.WHATSAPP_MODE ?? 'off',
    LEOPARDS_MODE: env.LEOPARDS_MODE ?? 'off',
    POSTEX_MODE: env.POSTEX_MODE ?? 'off',
    VAPID_SUBJECT: env.VAPID_SUBJECT ?? `mailto:${env.SHOP_OWNER_EMAIL}`,
    DATA_DIR: path.resolve(env.DATA_DIR),
  }));

export type ServerEnv = z.infer<typeof checkedEnvSchema> & { MAIL_API_URL: string; MAIL_API_KEY: string };

let cached: ServerEnv | null = null;

export function serverEnv(): ServerEnv {
  cached ??= parseEnv(process.env);
  return cached;
}

/**
 * REDIS_URL alone, by the same rule as serverEnv(), for code that needs no other setting (the rate
 * limits); an invalid value throws the same readable error.
 */
export function redisUrl(): string | undefined {
  const result = envSchema.shape.REDIS_URL.safeParse(process.env.REDIS_URL?.trim() || undefined);
  if (!result.success) throw new Error(`Invalid shop configuration:\n  - REDIS_URL: ${result.error.issues[0]?.message}\nSee .env.example.`);
  return result.data;
}

function parseEnv(source: NodeJS.ProcessEnv): ServerEnv {
  const input = { ...source, ...(source.SUPABASE_URL ? {} : embeddedBackendConnection(source)) };
  const result = checkedEnvSchema.safeParse(stripEmpty(input));
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  - ${issue.path.join('.') || 'env'}: ${issue.message}`);
    throw new Error(`Invalid shop configuration:\n${lines.join('\n')}\nSee .env.example.`);
  }
  const env = result.data;
  return {
    ...env,
    SITE_URL: env.SITE_URL.replace(/\/$/, ''),
    SANDBOXES_URL: env.SANDBOXES_URL.replace(/\/$/, ''),
    // The embedded backend's outbox takes the same shape at /mail/send, keyed by the service role.
    MAIL_API_URL: env.MAIL_API_URL ?? `${env.SUPABASE_URL.replace(/\/$/, '')}/mail/send`,
    MAIL_API_KEY: env.MAIL_API_KEY ?? env.SUPABASE_SERVICE_ROLE_KEY,
  };
}

function embeddedBackendConnection(source: NodeJS.ProcessEnv): Record<string, string> {
  const file = path.resolve(source.DATA_DIR ?? 'data', 'supabase-local.json');
  if (!fs.existsSync(file)) return {};
  const info = JSON.parse(fs.readFileSync(file, 'utf8')) as { url: string; anonKey: string; serviceRoleKey: string };
  return { SUPABASE_URL: info.url, SUPABASE_ANON_KEY: info.anonKey, SUPABASE_SERVICE_ROLE_KEY: info.serviceRoleKey };
}

function stripEmpty(input: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(input).filter((entry): entry is [string, string] => Boolean(entry[1]?.trim())));
}
