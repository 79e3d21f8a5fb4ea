/**
 * +923001234567 → 03001234567, the way Leopards and PostEx take a mobile number. Orders store only
 * +923XXXXXXXXX (lib/phone/phone.ts); anything else is passed on as it is, for the courier to refuse.
 */
export function toLocalMobile(phone: string): string {
  const match = /^\+92(3\d{9})$/.exec(phone.replace(/[\s-]/g, ''));
  return match ? `0${match[1]}` : phone;
}
