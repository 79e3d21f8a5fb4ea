/**
 * "Courier tracking number (Leopards): LE123", linked to the courier's tracking page when there is
 * one; nothing while the parcel has no tracking number.
 */
export function CourierTracking({
  parcel: { courier, trackingNumber, trackingUrl },
  className = 'mt-1 text-walnut-700',
}: {
  parcel: { courier: string | null; trackingNumber: string | null; trackingUrl: string | null };
  className?: string;
}) {
  if (!trackingNumber) return null;
  return (
    <p className={className}>
      Courier tracking number{courier ? ` (${courier})` : ''}:{' '}
      {trackingUrl ? (
        <a
          href={trackingUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="font-semibold text-apricot-800 underline underline-offset-4"
        >
          {trackingNumber}
        </a>
      ) : (
        <strong>{trackingNumber}</strong>
      )}
    </p>
  );
}
