/** "Courier tracking number (Leopards): LE123", linked to the courier's tracking page when there is one. */
export function CourierTracking({
  courier,
  trackingNumber,
  trackingUrl,
  className = 'mt-1 text-walnut-700',
}: {
  courier: string | null;
  trackingNumber: string;
  trackingUrl: string | null;
  className?: string;
}) {
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
