// `npm start` sends what the database recorded for sending, itself: every minute it asks the shop to
// deliver the confirmation hold's notices (POST /api/order-notices) and the staff alerts
// (POST /api/staff-alerts) with the service-role key, and every two hours it has the couriers asked
// about their open parcels (POST /api/courier-sync), so a fresh machine needs no cron of its own.
// Each notice and alert is claimed once, and a courier's answer recorded twice changes nothing, so
// another scheduler alongside is harmless.

export const SCHEDULED_SENDS_INTERVAL_MS = 60_000;

/** Each path with how many ticks apart it is called (the couriers' tracking job: 120 minutes). */
export const SCHEDULED_SEND_PATHS = [
  { path: '/api/order-notices', everyTicks: 1 },
  { path: '/api/staff-alerts', everyTicks: 1 },
  { path: '/api/courier-sync', everyTicks: 120 },
];

/** Starts the ticker; returns a function that stops it. A path that fails is logged once until it succeeds again. */
export function startScheduledSends({
  shopUrl,
  serviceRoleKey,
  intervalMs = SCHEDULED_SENDS_INTERVAL_MS,
  fetchImpl = fetch,
  log = console.error,
}) {
  const failing = new Set();
  const send = async (path) => {
    try {
      const response = await fetchImpl(`${shopUrl}${path}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${serviceRoleKey}`, 'Content-Type': 'application/json' },
        body: '{}',
      });
      if (!response.ok) throw new Error(`the shop answered ${response.status}`);
      failing.delete(path);
    } catch (error) {
      if (!failing.has(path)) log(`[scheduled sends] ${path} could not send what waits: ${error.message}`);
      failing.add(path);
    }
  };
  let ticks = 0;
  const timer = setInterval(() => {
    ticks += 1;
    for (const { path, everyTicks } of SCHEDULED_SEND_PATHS) if (ticks % everyTicks === 0) void send(path);
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
