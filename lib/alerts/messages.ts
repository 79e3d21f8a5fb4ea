/** The console's words on the Alerts page. */
export const ALERT_CHANNEL_MESSAGES = {
  whatsappNumber: 'Enter a Pakistani mobile number, e.g. 0300-1234567, or leave it empty for no WhatsApp alerts.',
  saved: 'Saved: your alerts come this way from now on.',
} as const;
