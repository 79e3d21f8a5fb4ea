/** The Staff page's words (the database's own refusals keep the database's words). */
export const ALREADY_STAFF = 'This person is already on the staff.';
export const NOT_ON_STAFF = 'This person is not on the staff.';
export const INVITATION_SENT = (email: string) => `Invitation sent to ${email}.`;
export const STAFF_ADDED = (email: string) => `${email} can now use the console.`;
export const INVITATION_MAIL_FAILED = (email: string) =>
  `${email} is on the staff, but the invitation mail could not be sent: ask them to use “Forgot password” on the sign-in page with this address.`;
export const STAFF_REMOVED = 'Removed from the staff: they can no longer open the console.';
export const STAFF_CAN_DO =
  'Staff can take and pack orders, and edit products and stock. Settings, shipping, coupons, refunds and staff stay with you.';
export const REMOVE_STAFF_QUESTION = (email: string) => `Remove ${email} from the staff?`;
export const REMOVE_STAFF_EFFECT = 'They lose access to the console at once.';
