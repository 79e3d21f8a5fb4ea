/** The courier's tracking page for a parcel: the shipping method's template with {tracking_number} filled in. */
export function trackingLink(template: string | null | undefined, trackingNumber: string | null | undefined): string | null {
  if (!template || !trackingNumber) return null;
  return template.replace('{tracking_number}', encodeURIComponent(trackingNumber));
}
