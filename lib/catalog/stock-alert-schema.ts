import { z } from 'zod';
import { charLength } from '@/lib/format/text';
import { normalizePakistaniMobile } from '@/lib/phone/phone';
import { STOCK_ALERT_EMAIL_MAX, STOCK_ALERT_MESSAGES as M } from './stock-alert-messages';

/** Same shape as the stock_alerts table's check on an e-mail contact. */
const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

export type StockAlertContact = { channel: 'email' | 'whatsapp'; contact: string };

/**
 * One field, as shoppers type it: an e-mail address (kept in lower case) or a Pakistani mobile
 * number for WhatsApp (kept as +923XXXXXXXXX); null when it is neither.
 */
export function readStockAlertContact(raw: string): StockAlertContact | null {
  const text = raw.trim();
  if (text.includes('@')) {
    const email = text.toLowerCase();
    return EMAIL.test(email) && charLength(email) <= STOCK_ALERT_EMAIL_MAX ? { channel: 'email', contact: email } : null;
  }
  const mobile = normalizePakistaniMobile(text);
  return mobile ? { channel: 'whatsapp', contact: mobile } : null;
}

/** What POST /api/stock-alerts reads: the sold-out weight and how to reach the shopper. */
export const stockAlertRequestSchema = z
  .object({
    variantId: z.number({ error: M.unknownVariant }).int(M.unknownVariant).positive(M.unknownVariant),
    contact: z.string({ error: M.contactRequired }).trim().min(1, M.contactRequired).max(300, M.contactInvalid),
  })
  .transform((input, ctx) => {
    const reach = readStockAlertContact(input.contact);
    if (!reach) {
      ctx.addIssue({ code: 'custom', message: M.contactInvalid, path: ['contact'] });
      return z.NEVER;
    }
    return { variantId: input.variantId, ...reach };
  });

export type StockAlertRequest = z.infer<typeof stockAlertRequestSchema>;
