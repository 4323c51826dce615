import { describe, expect, it } from 'vitest'
import { computePageCacheUse, readCounter, readPageCache } from './metrics.ts'

const scrape = `# HELP gemela_page_cache_requests_total Visitors’ catalogue and content requests by outcome
# TYPE gemela_page_cache_requests_total counter
gemela_page_cache_requests_total{outcome="hit"} 1520
gemela_page_cache_requests_total{outcome="miss"} 48
gemela_page_cache_bytes 3145728
gemela_http_request_duration_seconds_count{method="GET",route="/",status="200"} 7
gemela_http_request_duration_seconds_count{method="GET",route="/faq",status="200"} 3
gemela_http_request_duration_seconds_count{method="POST",route="/cart",status="302"} 2
`

describe('readCounter', () => {
  it('sums the samples whose labels match', () => {
    expect(readCounter(scrape, 'gemela_http_request_duration_seconds_count', { method: 'GET' })).toBe(10)
    expect(readCounter(scrape, 'gemela_http_request_duration_seconds_count')).toBe(12)
    expect(readCounter(scrape, 'gemela_page_cache_bytes')).toBe(3145728)
  })

  it('is 0 for a counter the node does not have (no page cache)', () => {
    expect(readCounter('# nothing\n', 'gemela_page_cache_requests_total', { outcome: 'hit' })).toBe(0)
  })
})

describe('page cache use over a phase', () => {
  it('counts hits and misses between two readings of each node', () => {
    const before = [readPageCache(scrape), { hits: 0, misses: 0 }]
    const after = [
      { hits: 2520, misses: 98 },
      { hits: 400, misses: 50 },
    ]
    expect(computePageCacheUse(before, after)).toEqual({ hits: 1400, misses: 100, hitRatio: 0.933 })
  })

  it('has no ratio when no visitor came', () => {
    expect(computePageCacheUse([{ hits: 5, misses: 1 }], [{ hits: 5, misses: 1 }])).toEqual({ hits: 0, misses: 0, hitRatio: null })
  })
})
