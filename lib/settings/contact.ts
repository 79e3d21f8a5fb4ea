import type { ShopSettings } from './types';

/**
 * How the shop's contact details are written and linked. Pure, so client components, mails and
 * structured data share one spelling.
 */

/** A WhatsApp chat with a number (any spelling; digits are kept), with a first message typed in when given. */
export function whatsappLink(number: string, text?: string): string {
  const chat = `https://wa.me/${number.replace(/\D/g, '')}`;
  return text ? `${chat}?text=${encodeURIComponent(text)}` : chat;
}

/** +923001234567 → "+92 300 1234567", as the number is shown on the site and in mails. */
export function displayPhone(e164: string): string {
  const digits = e164.replace(/\D/g, '');
  return `+${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5)}`;
}

/** The number for tel: links. */
export function phoneHref(e164: string): string {
  return `tel:+${e164.replace(/\D/g, '')}`;
}

/** "08:00" → "8:00 am"; "20:30" → "8:30 pm". */
function twelveHour(time: string): string {
  const [hours, minutes] = time.split(':').map(Number);
  const suffix = hours < 12 ? 'am' : 'pm';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

/** "Every day, 8:00 am to 8:00 pm". */
export function hoursLabel(hours: ShopSettings['hours']): string {
  return `Every day, ${twelveHour(hours.opens)} to ${twelveHour(hours.closes)}`;
}

/** What the owner has still to fill in, in the words of the console's reminder. */
export function missingSettings(settings: ShopSettings): string[] {
  const missing: string[] = [];
  if (!settings.whatsappNumber) missing.push('WhatsApp number (the WhatsApp buttons are hidden until it is set)');
  if (!settings.contactEmail) missing.push('Contact e-mail');
  if (!settings.pickupAddress) missing.push('Pickup address');
  if (!settings.bankAccount) missing.push('Bank account (bank transfer is not offered at checkout until it is set)');
  if (settings.socialLinks.length === 0) missing.push('Social media profiles');
  return missing;
}
