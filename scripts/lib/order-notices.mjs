// `npm start` sends the confirmation hold's notices itself: every minute it asks the shop to deliver
// what the database recorded (POST /api/order-notices with the service-role key), so a fresh machine
// needs no cron of its own. Each notice is claimed once, so another scheduler alongside is harmless.

export const ORDER_NOTICES_INTERVAL_MS = 60_000;

/** Starts the ticker; returns a function that stops it. A failed round is logged once until one succeeds. */
export function startOrderNoticeTicker({
  shopUrl,
  serviceRoleKey,
  intervalMs = ORDER_NOTICES_INTERVAL_MS,
  fetchImpl = fetch,
  log = console.error,
}) {
  let failing = false;
  const tick = async () => {
    try {
      const response = await fetchImpl(`${shopUrl}/api/order-notices`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${serviceRoleKey}`, 'Content-Type': 'application/json' },
        body: '{}',
      });
      if (!response.ok) throw new Error(`the shop answered ${response.status}`);
      failing = false;
    } catch (error) {
      if (!failing) log(`[order notices] could not send the waiting notices: ${error.message}`);
      failing = true;
    }
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
