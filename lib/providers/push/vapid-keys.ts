import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const KEY_FILE = 'vapid-keys.json';

/**
 * The shop's VAPID key pair: the one set by VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (lib/env.ts checked
 * that they are a pair), or the one kept in DATA_DIR/vapid-keys.json (mode 0600), made there the first
 * time. A browser's subscription is bound to the key it was made with, so the pair must not change.
 */
export function loadVapidKeys(settings: { VAPID_PUBLIC_KEY?: string; VAPID_PRIVATE_KEY?: string; DATA_DIR: string }): VapidKeys {
  if (settings.VAPID_PUBLIC_KEY && settings.VAPID_PRIVATE_KEY) {
    return { publicKey: settings.VAPID_PUBLIC_KEY, privateKey: settings.VAPID_PRIVATE_KEY };
  }
  const file = path.join(settings.DATA_DIR, KEY_FILE);
  if (!fs.existsSync(file)) writeNewKeyFile(settings.DATA_DIR, file);
  return readKeyFile(file);
}

function writeNewKeyFile(dataDir: string, file: string): void {
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, `${JSON.stringify(webpush.generateVAPIDKeys(), null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another process (a second worker starting at the same moment) wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
}

function readKeyFile(file: string): VapidKeys {
  let keys: Partial<VapidKeys>;
  try {
    keys = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<VapidKeys>;
  } catch {
    throw new Error(`${file} must be a JSON object {"publicKey", "privateKey"}: remove it to make a new pair`);
  }
  if (typeof keys.publicKey !== 'string' || !/^[A-Za-z0-9_-]{87}$/.test(keys.publicKey))
    throw new Error(`${file}: publicKey is not a base64url P-256 public key`);
  if (typeof keys.privateKey !== 'string' || !/^[A-Za-z0-9_-]{43}$/.test(keys.privateKey))
    throw new Error(`${file}: privateKey is not a base64url P-256 private key`);
  return { publicKey: keys.publicKey, privateKey: keys.privateKey };
}
