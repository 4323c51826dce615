import { listPatternJobs, PATTERN_MAX_ATTEMPTS } from '#app/modules/atelier/pattern-jobs.server.ts'
import type { PatternView } from '#app/modules/atelier/pattern-view.ts'

export type { PatternView }

/** Each garment's pattern, in the order's item order; `unpaid` before the payment queued its job. */
export async function loadOrderPatterns(orderId: string, items: readonly { id: string; position: number; kind: string }[]): Promise<PatternView[]> {
  const jobs = await listPatternJobs(orderId)
  return items
    .filter((item) => item.kind === 'garment')
    .map((item): PatternView => {
      const job = jobs.get(item.id)
      const position = item.position
      if (!job) return { position, state: 'unpaid' }
      if (job.status === 'done') return { position, state: 'done', pieces: job.pieces ?? [], a4Pages: job.a4Pages ?? 0, a0Pages: job.a0Pages ?? 0, ms: Math.round(job.ms ?? 0) }
      if (job.status === 'failed') return { position, state: 'failed', reason: job.lastError ?? '' }
      // Drafted again at the admin's word (attempts counted afresh, the last error kept until it succeeds): being drafted.
      if (job.attempts === 0) return { position, state: 'pending', reason: null, retryAt: null }
      // A failed attempt that will be tried again: the admin sees why it is not there yet, and when.
      return { position, state: 'pending', reason: job.lastError, retryAt: job.lastError && job.attempts < PATTERN_MAX_ATTEMPTS ? job.runAfter.toISOString() : null }
    })
}
