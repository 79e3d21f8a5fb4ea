/** @jest-environment node */
/** A Cloud API notification read into what the shop acts on: button taps, STOP, statuses; the rest is left alone. */
import { webhookEvents, webhookNotificationSchema } from '@/lib/providers/whatsapp/webhook-payload';

const ORDER = 'GDF-2611-7KQ2MX';

function notification(value: Record<string, unknown>, field = 'messages') {
  return webhookNotificationSchema.parse({
    object: 'whatsapp_business_account',
    entry: [{ id: '1', changes: [{ field, value: { messaging_product: 'whatsapp', ...value } }] }],
  });
}

const message = (fields: Record<string, unknown>) => ({ from: '923001234567', id: 'wamid.A', timestamp: '1764300000', ...fields });

test('a tap on a quick-reply button names the action and the order', () => {
  const events = webhookEvents(
    notification({ messages: [message({ type: 'button', button: { payload: `confirm:${ORDER}`, text: 'Confirm' } })] }),
  );
  expect(events).toEqual([{ kind: 'reply', messageId: 'wamid.A', phone: '+923001234567', action: 'confirm', orderNumber: ORDER }]);
});

test('STOP in any case, with spaces, opts out; other texts and unknown payloads do nothing', () => {
  for (const body of ['STOP', 'stop', ' Stop ']) {
    expect(webhookEvents(notification({ messages: [message({ type: 'text', text: { body } })] }))).toEqual([
      { kind: 'stop', messageId: 'wamid.A', phone: '+923001234567' },
    ]);
  }
  expect(webhookEvents(notification({ messages: [message({ type: 'text', text: { body: 'stop it please' } })] }))).toEqual([]);
  expect(webhookEvents(notification({ messages: [message({ type: 'button', button: { payload: 'confirm:GDF-1' } })] }))).toEqual([]);
  expect(webhookEvents(notification({ messages: [message({ type: 'image' })] }))).toEqual([]);
});

test('statuses are read with their failure; unknown statuses and other fields are skipped', () => {
  const events = webhookEvents(
    notification({
      statuses: [
        { id: 'wamid.S', status: 'delivered', recipient_id: '923001234567' },
        { id: 'wamid.F', status: 'failed', errors: [{ code: 131026, title: 'Message undeliverable' }] },
        { id: 'wamid.X', status: 'deleted' },
      ],
    }),
  );
  expect(events).toEqual([
    { kind: 'status', messageId: 'wamid.S', status: 'delivered', failure: null },
    { kind: 'status', messageId: 'wamid.F', status: 'failed', failure: '131026 Message undeliverable' },
  ]);
  expect(webhookEvents(notification({ messages: [message({ type: 'text', text: { body: 'STOP' } })] }, 'account_update'))).toEqual([]);
});

test('odd input is refused by the schema', () => {
  expect(webhookNotificationSchema.safeParse({ object: 'page', entry: [] }).success).toBe(false);
  expect(webhookNotificationSchema.safeParse({ object: 'whatsapp_business_account' }).success).toBe(false);
  const badSender = {
    object: 'whatsapp_business_account',
    entry: [{ changes: [{ field: 'messages', value: { messages: [message({ from: 'x', type: 'text' })] } }] }],
  };
  expect(webhookNotificationSchema.safeParse(badSender).success).toBe(false);
});
