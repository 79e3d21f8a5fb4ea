/** @jest-environment node */
/** The wallet sandbox's attempts live in a file of its data directory: a new process finds them as they were. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SandboxAttempts } from '@/sandboxes/payments/attempts';

let dataDir: string;
beforeEach(() => (dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sandbox-attempts-'))));
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const attempt = (reference: string, provider: 'jazzcash' | 'easypaisa' = 'jazzcash') => ({
  provider,
  reference,
  amountPaisa: 140_000,
  billReference: 'GDF2611ABCDEF',
  returnUrl: 'http://localhost:3000/payment/callback',
});

test('an attempt is opened once; a decided one keeps its outcome; all of it survives a restart', () => {
  const first = new SandboxAttempts(dataDir);
  expect(first.open(attempt('T1'))).toMatchObject({ reference: 'T1', status: 'initiated', authToken: null });
  expect(first.open({ ...attempt('T1'), amountPaisa: 1 }).amountPaisa).toBe(140_000);
  expect(first.decide('T1', 'failed')?.status).toBe('failed');
  expect(first.decide('T1', 'paid')?.status).toBe('failed');
  expect(first.decide('T2', 'paid')).toBeUndefined();

  const restarted = new SandboxAttempts(dataDir);
  expect(restarted.get('T1')).toMatchObject({ status: 'failed', amountPaisa: 140_000 });
  expect(restarted.get('toString')).toBeUndefined();
});

test("Easypay's auth_token confirms an open attempt once, with the post-back URL it is given", () => {
  const attempts = new SandboxAttempts(dataDir);
  const { authToken } = attempts.open(attempt('T3', 'easypaisa'));
  expect(authToken).toMatch(/^[0-9a-f]{32}$/);
  expect(attempts.confirm(authToken!, 'http://localhost:3000/payment/callback?second=1')?.returnUrl).toBe(
    'http://localhost:3000/payment/callback?second=1',
  );
  attempts.decide('T3', 'paid');
  expect(new SandboxAttempts(dataDir).confirm(authToken!, 'http://localhost:3000/x')).toBeUndefined();
  expect(fs.readdirSync(path.join(dataDir))).toEqual(['attempts.json']);
});
