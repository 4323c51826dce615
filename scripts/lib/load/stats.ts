/** The load benchmark's arithmetic: latencies into percentiles, counts into rates and ratios. */

/** Nearest rank: the smallest value with at least p % of the samples at or below it (0 for none). */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!
}

export const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits

/** What one kind of customer did in a phase, as it is recorded while the crowd runs. */
export type KindRecord = {
  /** Milliseconds from sending each request to its last byte, errors included. */
  latencies: number[]
  /** Answers that were not 2xx/3xx, and requests that got no answer at all. */
  errors: number
  /** Status (or 'network') → count, of the errors only. */
  errorsBy: Record<string, number>
  /** The first few errors' descriptions, to read what went wrong. */
  firstErrors: string[]
  /** Sessions (a visit, a design, a checkout) finished as the flow expects. */
  sessions: number
  /** Sessions given up on: an error, or the shop answering something the flow does not expect. */
  abandoned: number
  firstAbandons: string[]
}

export function createKindRecord(): KindRecord {
  return { latencies: [], errors: 0, errorsBy: {}, firstErrors: [], sessions: 0, abandoned: 0, firstAbandons: [] }
}

export function recordError(record: KindRecord, key: string, description: string) {
  record.errors++
  record.errorsBy[key] = (record.errorsBy[key] ?? 0) + 1
  if (record.firstErrors.length < 5) record.firstErrors.push(description)
}

export function recordAbandon(record: KindRecord, reason: string) {
  record.abandoned++
  if (record.firstAbandons.length < 5) record.firstAbandons.push(reason)
}

export type KindFigures = {
  requests: number
  perSecond: number
  p50Ms: number
  p99Ms: number
  maxMs: number
  errors: number
  errorsBy: Record<string, number>
  firstErrors: string[]
  sessions: number
  abandoned: number
  firstAbandons: string[]
}

export function summarize(record: KindRecord, seconds: number): KindFigures {
  const sorted = [...record.latencies].sort((a, b) => a - b)
  return {
    requests: sorted.length,
    perSecond: seconds > 0 ? round(sorted.length / seconds) : 0,
    p50Ms: round(percentile(sorted, 50)),
    p99Ms: round(percentile(sorted, 99)),
    maxMs: round(sorted.at(-1) ?? 0),
    errors: record.errors,
    errorsBy: record.errorsBy,
    firstErrors: record.firstErrors,
    sessions: record.sessions,
    abandoned: record.abandoned,
    firstAbandons: record.firstAbandons,
  }
}

/** Every kind together: the crowd's throughput and latencies over all its requests. */
export function summarizeAll(records: readonly KindRecord[], seconds: number): KindFigures {
  const all = createKindRecord()
  for (const r of records) {
    all.latencies.push(...r.latencies)
    all.errors += r.errors
    for (const [key, n] of Object.entries(r.errorsBy)) all.errorsBy[key] = (all.errorsBy[key] ?? 0) + n
    all.firstErrors.push(...r.firstErrors.slice(0, 5 - all.firstErrors.length))
    all.sessions += r.sessions
    all.abandoned += r.abandoned
    all.firstAbandons.push(...r.firstAbandons.slice(0, 5 - all.firstAbandons.length))
  }
  return summarize(all, seconds)
}

/** `a / b` to two decimals; null when there is nothing to divide by. */
export function ratio(a: number, b: number): number | null {
  return b > 0 ? round(a / b, 2) : null
}

/** Medians of paired samples and their ratio: the same page measured on two shops, turn about. */
export function compareMedians(before: readonly number[], after: readonly number[]) {
  const p50 = (xs: readonly number[]) =>
    round(
      percentile(
        [...xs].sort((a, b) => a - b),
        50,
      ),
      2,
    )
  const a = p50(before)
  const b = p50(after)
  return { beforeP50Ms: a, afterP50Ms: b, ratio: ratio(b, a) }
}
