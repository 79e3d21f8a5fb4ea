import type { Database, Transaction } from '../db/database.ts';
import { CronSyntaxError, dueSlot, parseCronSchedule, type CronSchedule } from './cron-schedule.ts';

/**
 * Runs the jobs of the shim's pg_cron-compatible `cron.job` table, as pg_cron's background worker
 * does on hosted Supabase: each due job once per slot, its command in a transaction of its own,
 * every run recorded in cron.job_run_details. A failing job is recorded and logged; the others and
 * the loop go on. The run is claimed in the database (advisory lock + job_run_details), so two
 * backends on one PostgreSQL database still run a job once per slot.
 */
export interface CronScheduler {
  /** Runs every job due at `now` (the clock's time when omitted); resolves when they are done. */
  tick(now?: Date): Promise<void>;
  /** Ends the loop and waits for a tick under way. */
  stop(): Promise<void>;
}

export interface SchedulerOptions {
  log?: (line: string) => void;
  /** The scheduler's clock (tests pass a fixed one); the wall clock otherwise. */
  now?: () => Date;
  /** Milliseconds between ticks of the loop; no loop when 0 (tests call `tick` themselves). */
  intervalMs?: number;
  /** Called after every tick of the loop (tests wait on it). */
  afterTick?: () => void;
}

interface JobRow {
  jobid: string;
  jobname: string | null;
  schedule: string;
  command: string;
  username: string;
}

/** First key of the two-key advisory lock a run holds; the second is the job id. */
const ADVISORY_LOCK_KEY = 0x63726f6e; // 'cron'

export function startCronScheduler(db: Database, options: SchedulerOptions = {}): CronScheduler {
  const log = options.log ?? (() => {});
  const clock = options.now ?? (() => new Date());
  const intervalMs = options.intervalMs ?? 1000;
  /** Per job, the last slot this process already handled, so a slot costs one transaction. */
  const handled = new Map<string, number>();
  const unreadable = new Set<string>();
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();

  async function tick(now: Date = clock()): Promise<void> {
    let jobs: JobRow[];
    try {
      jobs = (await db.query<JobRow>('select jobid, jobname, schedule, command, username from cron.job where active order by jobid')).rows;
    } catch (error) {
      log(`cron: cannot read cron.job: ${(error as Error).message}`);
      return;
    }
    for (const job of jobs) {
      if (stopped) return;
      const schedule = readSchedule(job);
      const slot = schedule && dueSlot(schedule, now);
      if (!slot || handled.get(job.jobid) === slot.getTime()) continue;
      handled.set(job.jobid, slot.getTime());
      await runJob(job, slot, now);
    }
  }

  function readSchedule(job: JobRow): CronSchedule | null {
    try {
      return parseCronSchedule(job.schedule);
    } catch (error) {
      if (!(error instanceof CronSyntaxError)) throw error;
      const key = `${job.jobid}:${job.schedule}`;
      if (!unreadable.has(key)) log(`cron: job ${describe(job)} is skipped: ${error.message}`);
      unreadable.add(key);
      return null;
    }
  }

  async function runJob(job: JobRow, slot: Date, now: Date): Promise<void> {
    try {
      const failure = await db.transaction(async (tx) => {
        if (!(await claim(tx, job, slot))) return null;
        const { rows } = await tx.query<{ runid: string }>(
          `insert into cron.job_run_details (jobid, job_pid, database, username, command, status, start_time)
           values ($1, pg_backend_pid(), current_database(), $2, $3, 'running', $4) returning runid`,
          [job.jobid, job.username, job.command, now.toISOString()],
        );
        const runid = rows[0]!.runid;
        let message: string | null = null;
        await tx.exec('savepoint cron_job');
        try {
          await tx.exec(job.command);
          await tx.exec('release savepoint cron_job');
        } catch (error) {
          message = (error as Error).message;
          await tx.exec('rollback to savepoint cron_job');
        }
        await tx.query('update cron.job_run_details set status = $2, return_message = $3, end_time = $4 where runid = $1', [
          runid,
          message === null ? 'succeeded' : 'failed',
          message,
          clock().toISOString(),
        ]);
        return message;
      });
      if (failure !== null) log(`cron: job ${describe(job)} failed: ${failure}`);
    } catch (error) {
      log(`cron: job ${describe(job)} could not run: ${(error as Error).message}`);
    }
  }

  function loop() {
    if (stopped) return;
    // Aligned to the clock's interval boundary, so a minute job runs in its minute's first tick.
    timer = setTimeout(
      () => {
        running = tick().finally(() => {
          options.afterTick?.();
          loop();
        });
      },
      intervalMs - (Date.now() % intervalMs),
    );
  }

  if (intervalMs > 0) loop();

  return {
    tick,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}

/** True when this transaction may run the job for this slot: nobody else holds it or already ran it. */
async function claim(tx: Transaction, job: JobRow, slot: Date): Promise<boolean> {
  const { rows } = await tx.query<{ free: boolean }>(
    `select pg_try_advisory_xact_lock($1, $2::bigint::integer)
        and not exists (select 1 from cron.job_run_details d where d.jobid = $3 and d.start_time >= $4) as free`,
    [ADVISORY_LOCK_KEY, job.jobid, job.jobid, slot.toISOString()],
  );
  return rows[0]?.free === true;
}

function describe(job: JobRow): string {
  return job.jobname ? `"${job.jobname}" (${job.jobid})` : job.jobid;
}

/** Whether the database has the real pg_cron, whose own worker then runs the jobs. */
export async function hasRealPgCron(db: Database): Promise<boolean> {
  const { rows } = await db.query<{ present: boolean }>("select exists (select 1 from pg_extension where extname = 'pg_cron') as present");
  return rows[0]?.present === true;
}
