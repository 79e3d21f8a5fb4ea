import { charLength } from '@/lib/format/text';
import { normalizePakistaniMobile } from '@/lib/phone/phone';
import { STOCK_ALERT_EMAIL_MAX } from './stock-alert-messages';

// Without zod: the product page's form reads the contact with this too, and zod would add ~30 KB
// gzip to every product page.

/** Same shape as the stock_alerts table's check on an e-mail contact. */
const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

type StockAlertContact = { channel: 'email' | 'whatsapp'; contact: string };

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
