import { describe, expect, it } from 'vitest'
import { computeMachineFigures } from './machine.ts'

describe('browser-test figures from the machine', () => {
  it('a quiet 2-core machine stretches waits ×2 (the suite alone fills it) with two workers', () => {
    expect(computeMachineFigures({ cores: 2, loadAverage: 0.2, cpuProbeMs: 115, ci: false })).toMatchObject({ slowFactor: 2, workers: 2 })
  })

  it('a busy 2-core machine stretches them further, up to ×6', () => {
    expect(computeMachineFigures({ cores: 2, loadAverage: 2, cpuProbeMs: 240, ci: false }).slowFactor).toBe(4)
    expect(computeMachineFigures({ cores: 2, loadAverage: 9, cpuProbeMs: 600, ci: false }).slowFactor).toBe(6)
  })

  it('a quiet 8-core machine keeps the plain timeouts with four workers; CI never goes below ×3', () => {
    expect(computeMachineFigures({ cores: 8, loadAverage: 1, cpuProbeMs: 100, ci: false })).toMatchObject({ slowFactor: 1, workers: 4 })
    expect(computeMachineFigures({ cores: 8, loadAverage: 1, cpuProbeMs: 100, ci: true }).slowFactor).toBe(3)
    expect(computeMachineFigures({ cores: 1, loadAverage: 0, cpuProbeMs: 100, ci: false }).workers).toBe(1)
  })
})
