/** What the "notify me when it is back" form says, in one place. */
export const STOCK_ALERT_MESSAGES = {
  contactRequired: 'Enter your e-mail address or WhatsApp number',
  contactInvalid: 'Enter an e-mail address or a Pakistani mobile number such as 0355-1234567',
  saved: 'Thank you. We will let you know as soon as this weight is back in stock.',
  notSoldOut: 'This weight is in stock again: you can order it now.',
  unknownVariant: 'This weight is no longer sold.',
  tooMany: 'You have asked for several alerts just now. Please try again in an hour.',
  failed: 'Your request could not be saved. Please try again.',
} as const;

/** The longest e-mail address the alert keeps (the stock_alerts table's check). */
export const STOCK_ALERT_EMAIL_MAX = 254;
