import { afterEach, describe, expect, it, vi } from 'vitest'
import { computeRetryDelay, startJobWorker } from './job-worker.server.ts'

describe('computeRetryDelay', () => {
  it('waits the delay of the failure it follows, then the last one', () => {
    const delays = [60, 300, 1800]
    expect([1, 2, 3, 4, 12].map((attempts) => computeRetryDelay(delays, attempts))).toEqual([60, 300, 1800, 1800, 1800])
  })
})

describe('startJobWorker', () => {
  let stop: (() => void) | undefined
  afterEach(() => {
    stop?.()
    vi.useRealTimers()
  })

  it('runs again after a full batch, and stops at a short one', async () => {
    const handled = [5, 5, 2]
    const runBatch = vi.fn(async () => handled.shift() ?? 0)
    stop = startJobWorker({ batch: 5, everyMs: 60_000, nudgeAfterMs: [], runBatch, onError: () => {} }).stop
    await vi.waitFor(() => expect(runBatch).toHaveBeenCalledTimes(3))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(runBatch).toHaveBeenCalledTimes(3)
  })

  it('never runs two batches at once: a nudge during a batch runs one more after it', async () => {
    vi.useFakeTimers()
    let running = 0
    let most = 0
    let release: () => void = () => {}
    const runBatch = vi.fn(async () => {
      running++
      most = Math.max(most, running)
      await new Promise<void>((resolve) => (release = resolve))
      running--
      return 0
    })
    const worker = startJobWorker({ batch: 5, everyMs: 60_000, nudgeAfterMs: [10, 20], runBatch, onError: () => {} })
    stop = worker.stop
    worker.nudge()
    await vi.advanceTimersByTimeAsync(30)
    expect(runBatch).toHaveBeenCalledTimes(1)
    release()
    await vi.advanceTimersByTimeAsync(0)
    expect(runBatch).toHaveBeenCalledTimes(2)
    release()
    await vi.advanceTimersByTimeAsync(0)
    expect(runBatch).toHaveBeenCalledTimes(2)
    expect(most).toBe(1)
  })

  it('hands a failed batch to onError and runs on the next round', async () => {
    vi.useFakeTimers()
    const runBatch = vi.fn().mockRejectedValueOnce(new Error('database gone')).mockResolvedValue(0)
    const onError = vi.fn()
    stop = startJobWorker({ batch: 5, everyMs: 1_000, nudgeAfterMs: [], runBatch, onError }).stop
    await vi.advanceTimersByTimeAsync(0)
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'database gone' }))
    await vi.advanceTimersByTimeAsync(1_000)
    expect(runBatch).toHaveBeenCalledTimes(2)
  })
})
