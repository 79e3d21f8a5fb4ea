/**
 * Issue 31 §6: a NUL character a stranger puts into a wallet's notification (a JSON field, a field's
 * name, Easypay's notification link) is answered as any unverified notification, never a 5xx: the
 * log keeps it as U+FFFD, since Postgres text cannot hold U+0000.
 */
import { easypayIpn, jazzCashIpn, setUpPaymentShop } from './payments-support';

const shop = setUpPaymentShop(12, 50);

/** The logged copies of unverified notifications naming this reference (repeats of one verdict share a row). */
async function loggedRaw(reference: string): Promise<unknown[]> {
  const { data, error } = await shop.service.from('payment_notices').select('raw').eq('raw->>pp_TxnRefNo', reference);
  if (error) throw error;
  return data.map((row) => row.raw);
}

test('a JazzCash notification with a NUL in a value or a name is received as unverified, and logged', async () => {
  for (const body of <Record<string, string>[]>[
    { pp_TxnRefNo: 'TNUL1', x: 'a\u0000' },
    { pp_TxnRefNo: 'TNUL2', ['\u0000key']: 'b' },
  ]) {
    const answer = await jazzCashIpn(body);
    expect(answer).toMatchObject({ status: 200, body: { state: 'unverified' } });
  }
  expect(await loggedRaw('TNUL1')).toEqual([expect.objectContaining({ x: 'a\uFFFD' })]);
});

test("Easypay's notification link given as a NUL is refused as a link it does not know, not a 5xx", async () => {
  const answer = await easypayIpn('\u0000');
  expect(answer.status).toBeGreaterThanOrEqual(400);
  expect(answer.status).toBeLessThan(500);
});
