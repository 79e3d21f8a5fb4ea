// Keeps a server of `npm start` running: started again when it stops unexpectedly.

/**
 * Starts a process with `start()` and starts it again whenever it exits while not stopped, at most
 * `maxRestarts` times within `windowMs` (a server that crashes at once on every start is given up,
 * not restarted forever). `gaveUp` resolves with the last process when the budget is spent.
 */
export async function supervise(label, start, { maxRestarts = 5, windowMs = 60_000, log = console.error } = {}) {
  let current = await start();
  let stopping = false;
  const restarts = [];
  let giveUp;
  const gaveUp = new Promise((resolve) => (giveUp = resolve));

  const watch = (proc) =>
    void proc.exited.then(async (code) => {
      if (stopping) return;
      const now = Date.now();
      while (restarts.length > 0 && restarts[0] < now - windowMs) restarts.shift();
      if (restarts.length >= maxRestarts) return giveUp(proc);
      restarts.push(now);
      log(`[${label}] stopped unexpectedly (${code}); starting it again…`);
      try {
        current = await start();
        if (stopping) return;
        watch(current);
      } catch (error) {
        log(`[${label}] could not be started again: ${error.message ?? error}`);
        giveUp(proc);
      }
    });
  watch(current);

  return {
    current: () => current,
    gaveUp,
    /** Stops supervising; the caller stops `current()` itself. */
    release() {
      stopping = true;
    },
  };
}
