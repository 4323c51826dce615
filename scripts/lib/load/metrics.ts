/**
 * A node's /metrics (Prometheus text, server/observability.ts) read between two moments: how many
 * of the visitors' catalogue and content requests the page cache answered during a phase.
 */

/** The sum of a counter's samples whose labels include `labels` (all of them without). */
export function readCounter(text: string, name: string, labels: Record<string, string> = {}): number {
  let sum = 0
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue
    const match = /^([a-zA-Z_:][\w:]*)(?:\{([^}]*)\})?\s+(\S+)/.exec(line)
    if (!match || match[1] !== name) continue
    const found = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1]!, m[2]!]))
    if (Object.entries(labels).every(([k, v]) => found[k] === v)) sum += Number(match[3])
  }
  return sum
}

export type PageCacheCount = { hits: number; misses: number }

export function readPageCache(text: string): PageCacheCount {
  return {
    hits: readCounter(text, 'gemela_page_cache_requests_total', { outcome: 'hit' }),
    misses: readCounter(text, 'gemela_page_cache_requests_total', { outcome: 'miss' }),
  }
}

/** Hits and misses between two readings of every node, and the share of hits. */
export function computePageCacheUse(before: readonly PageCacheCount[], after: readonly PageCacheCount[]) {
  let hits = 0
  let misses = 0
  after.forEach((a, i) => {
    hits += a.hits - (before[i]?.hits ?? 0)
    misses += a.misses - (before[i]?.misses ?? 0)
  })
  return { hits, misses, hitRatio: hits + misses > 0 ? Math.round((hits / (hits + misses)) * 1000) / 1000 : null }
}

export async function fetchPageCache(nodeUrl: string): Promise<PageCacheCount> {
  const res = await fetch(`${nodeUrl}/metrics`, { signal: AbortSignal.timeout(10_000) })
  if (!res.ok) throw new Error(`${nodeUrl}/metrics answered ${res.status}`)
  return readPageCache(await res.text())
}
