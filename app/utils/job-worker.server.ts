import { sql, type SQL } from 'drizzle-orm'
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core'
import { getDb } from './db.server.ts'

/*
 * Background jobs kept as rows (the mail outbox, the garments' sewing patterns): a row is due when
 * its `run_after` has passed; a worker claims one at a time with a lease, does the work outside any
 * transaction, and marks it done or moves `run_after` to its next try. Safe on every node at once
 * (docs/architecture.md, "Several machines"). What a job is and what it does stays in its module.
 */

type JobTable = PgTable & { id: PgColumn; runAfter: PgColumn; attempts: PgColumn }

/**
 * Takes the next due row of `table` that `pending` admits: one statement moves its `run_after` a
 * lease ahead and counts the attempt, under `for update skip locked`, so two workers (two nodes)
 * never take the same row, and a worker that dies mid-job leaves it to another once the lease ends.
 * The work happens after, outside any transaction (the embedded database has one connection: a
 * query waiting on a transaction that waits on it would never end).
 */
export async function claimDueJob<T extends JobTable>(table: T, pending: SQL, now: Date, leaseMs: number): Promise<T['$inferSelect'] | undefined> {
  const due = sql`select ${table.id} from ${table} where ${pending} and ${table.runAfter} <= ${now} order by ${table.runAfter} limit 1 for update skip locked`
  const claim = { runAfter: new Date(now.getTime() + leaseMs), attempts: sql`${table.attempts} + 1` } as PgUpdateSetSource<T>
  const rows = (await getDb()
    .update(table)
    .set(claim)
    .where(sql`${table.id} = (${due})`)
    .returning()) as T['$inferSelect'][]
  return rows[0]
}

/** The wait after a job's `attempts`-th failure: the list's entry for it, its last one after that. */
export function computeRetryDelay(delaysMs: readonly number[], attempts: number): number {
  return delaysMs[Math.min(attempts, delaysMs.length) - 1] ?? delaysMs[0]!
}

/**
 * Runs `runBatch` (which answers how many jobs it handled) now, every `everyMs`, and after each of
 * `nudgeAfterMs` once `nudge` is called (a job written inside a transaction is visible only after
 * its commit, which the writer does not announce). Never two batches at once: a call during a batch
 * runs another after it, as does a full batch (`batch` jobs: more may be waiting). Errors go to
 * `onError`; the timers never keep the process alive.
 */
export function startJobWorker(options: { batch: number; everyMs: number; nudgeAfterMs: readonly number[]; runBatch: () => Promise<number>; onError: (err: unknown) => void }): {
  nudge: () => void
  stop: () => void
} {
  let running = false
  let again = false
  const run = async () => {
    if (running) {
      again = true
      return
    }
    running = true
    try {
      do {
        again = false
        if ((await options.runBatch()) >= options.batch) again = true
      } while (again)
    } catch (err) {
      options.onError(err)
    } finally {
      running = false
    }
  }
  void run()
  const timer = setInterval(() => void run(), options.everyMs)
  timer.unref()
  return {
    nudge: () => {
      for (const ms of options.nudgeAfterMs) setTimeout(() => void run(), ms).unref()
    },
    stop: () => clearInterval(timer),
  }
}
