/** Texts and limits of the contact form; the limits are the database's (contact_messages table). */
export const CONTACT_NAME_MAX = 100;
export const CONTACT_EMAIL_MAX = 254;
export const CONTACT_PHONE_MAX = 32;
export const CONTACT_MESSAGE_MAX = 5000;

export const CONTACT_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: `Name must be ${CONTACT_NAME_MAX} characters or fewer`,
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  phoneInvalid: 'Please enter a valid phone number',
  messageRequired: 'Message is required',
  messageTooLong: 'Message must be 5,000 characters or fewer',
} as const;

export const CONTACT_SENT_MESSAGE = 'Thank you! Your message has been sent. We usually reply within one working day.';
export const CONTACT_FAILED_MESSAGE = 'Your message could not be sent. Please try again, or message us on WhatsApp.';
/** The hidden field only bots fill in. */
export const HONEYPOT_FIELD = 'website';
export const ADMIN_MESSAGE_NOT_FOUND = 'There is no such message: it may have been deleted.';

/** What the owner reads after changing a message, by the status it had and the one it has now. */
export function messageChangedNotice(fullName: string, from: string, to: string): string {
  const whose = `The message from ${fullName}`;
  if (to === 'replied') return `${whose} is marked as handled.`;
  if (to === 'archived') return `${whose} is archived.`;
  if (to === 'new') return `${whose} is marked as unread.`;
  return from === 'replied' || from === 'archived' ? `${whose} is reopened: it is back in To handle.` : `${whose} is marked as read.`;
}
