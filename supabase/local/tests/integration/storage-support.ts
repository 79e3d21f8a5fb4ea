import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import sharp from 'sharp';
import { JwtSigner } from '../../jwt.ts';
import { NoRealtimeWebSocket } from '../../testing/clients.ts';
import { TEST_JWT_SECRET, type TestBackend } from '../../testing/test-backend.ts';
import { startBackendForSuite, withFixtureMigrations, type BackendSuite } from '../support/backend-suite.ts';

/**
 * The Storage suites' backend: buckets and policies from tests/fixtures/storage/migrations, as a
 * project migration would create them. `catalogue` (public), `vault` (private), `thumbnails`
 * (public, 2 KB, png/jpeg/text), `avatars` (private; a signed-in user manages their own folder).
 */
export function startStorageSuite(): BackendSuite {
  return startBackendForSuite(withFixtureMigrations('storage/migrations'));
}

const signer = new JwtSigner(TEST_JWT_SECRET);

/** A signed-in user's access token, as GoTrue would issue it. */
export function userToken(userId: string): string {
  return signer.sign({ role: 'authenticated', sub: userId, aud: 'authenticated', exp: Math.floor(Date.now() / 1000) + 600 });
}

/** A signed-in user's client. */
export function userClient(backend: TestBackend, userId: string): SupabaseClient {
  return createClient(backend.url, backend.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: NoRealtimeWebSocket as never },
    global: { headers: { Authorization: `Bearer ${userToken(userId)}` } },
  });
}

/** A small real PNG. */
export function pngPhoto(width = 40, height = 30): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 180, g: 120, b: 60 } } })
    .png()
    .toBuffer();
}

/** Headers of a raw call with a key as both apikey and bearer. */
export function keyHeaders(key: string, extra: Record<string, string> = {}): Record<string, string> {
  return { apikey: key, Authorization: `Bearer ${key}`, ...extra };
}

export const ISO_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Storage's error body: the status code as a string, the code, the error name and the message. */
export function storageError(statusCode: string, code: string, error: string, message: string) {
  return { statusCode, code, error, message };
}
