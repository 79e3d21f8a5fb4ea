/** A moment as Pakistan time (UTC+5, no daylight saving) in the providers' "yyyyMMddHHmmss" form. */
export function karachiStamp(moment: Date): string {
  return new Date(moment.getTime() + 5 * 3600_000).toISOString().replace(/\D/g, '').slice(0, 14);
}
