import { describe, expect, it } from 'vitest'
import { compareMedians, createKindRecord, percentile, ratio, recordAbandon, recordError, summarize, summarizeAll } from './stats.ts'

describe('percentile (nearest rank)', () => {
  it('is the smallest value with at least p % of the samples at or below it', () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1)
    expect(percentile(sorted, 50)).toBe(50)
    expect(percentile(sorted, 99)).toBe(99)
    expect(percentile(sorted, 100)).toBe(100)
    expect(percentile([5, 7, 9], 50)).toBe(7)
    expect(percentile([5, 7, 9], 99)).toBe(9)
    expect(percentile([3], 1)).toBe(3)
  })

  it('is 0 without samples', () => {
    expect(percentile([], 50)).toBe(0)
  })
})

describe('summarize', () => {
  it('turns a kind’s record into requests per second, p50 and p99, errors kept by cause', () => {
    const record = createKindRecord()
    record.latencies.push(30, 10, 20, 40, 1000)
    recordError(record, '502', 'GET /: 502')
    recordError(record, 'network', 'GET /cart: socket hang up')
    recordError(record, '502', 'GET /faq: 502')
    record.sessions = 4
    recordAbandon(record, 'POST /checkout sent her to /cart')
    const figures = summarize(record, 2.5)
    expect(figures).toMatchObject({ requests: 5, perSecond: 2, p50Ms: 30, p99Ms: 1000, maxMs: 1000, errors: 3, sessions: 4, abandoned: 1 })
    expect(figures.errorsBy).toEqual({ '502': 2, network: 1 })
    expect(figures.firstErrors).toEqual(['GET /: 502', 'GET /cart: socket hang up', 'GET /faq: 502'])
    expect(figures.firstAbandons).toEqual(['POST /checkout sent her to /cart'])
  })

  it('keeps only the first five descriptions', () => {
    const record = createKindRecord()
    for (let i = 0; i < 8; i++) recordError(record, '500', `error ${i}`)
    expect(record.errors).toBe(8)
    expect(record.firstErrors).toEqual(['error 0', 'error 1', 'error 2', 'error 3', 'error 4'])
  })

  it('adds the kinds up for the whole crowd', () => {
    const a = createKindRecord()
    const b = createKindRecord()
    a.latencies.push(1, 2, 3)
    b.latencies.push(100)
    recordError(b, '500', 'x')
    a.sessions = 3
    b.sessions = 1
    const all = summarizeAll([a, b], 2)
    expect(all).toMatchObject({ requests: 4, perSecond: 2, p50Ms: 2, p99Ms: 100, errors: 1, sessions: 4 })
    expect(all.errorsBy).toEqual({ '500': 1 })
  })
})

describe('ratio and compareMedians', () => {
  it('divides to two decimals, null when there is nothing to divide by', () => {
    expect(ratio(331, 200)).toBe(1.66)
    expect(ratio(1, 0)).toBeNull()
  })

  it('compares the medians of two sets of samples', () => {
    expect(compareMedians([10, 12, 11, 50], [13, 12, 14, 90])).toEqual({ beforeP50Ms: 11, afterP50Ms: 13, ratio: 1.18 })
  })
})
