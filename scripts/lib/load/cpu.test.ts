import { describe, expect, it } from 'vitest'
import { computeCpuUse, type CpuSnapshot, parseMachineStat, parseProcStat, processTree } from './cpu.ts'

describe('parseProcStat', () => {
  it('reads the parent and user + system ticks, whatever the command name holds', () => {
    const line = '4242 (node (main) x) S 4200 4242 4242 0 -1 4194560 1234 0 0 0 350 75 0 0 20 0 11 0 123456 1000000 5000 18446744073709551615'
    expect(parseProcStat(line)).toEqual({ pid: 4242, ppid: 4200, ticks: 425 })
  })

  it('is null for something else', () => {
    expect(parseProcStat('garbage')).toBeNull()
  })
})

describe('parseMachineStat', () => {
  it('counts idle and iowait as not busy', () => {
    const stat = 'cpu  100 10 50 800 40 5 5 0 0 0\ncpu0 50 5 25 400 20 2 3 0 0 0\n'
    expect(parseMachineStat(stat)).toEqual({ busy: 170, total: 1010 })
  })
})

describe('processTree', () => {
  it('is the root and everything below it, nothing beside it', () => {
    const table = [
      { pid: 1, ppid: 0, ticks: 0 },
      { pid: 10, ppid: 1, ticks: 0 }, // postmaster
      { pid: 11, ppid: 10, ticks: 0 },
      { pid: 12, ppid: 10, ticks: 0 },
      { pid: 13, ppid: 12, ticks: 0 },
      { pid: 20, ppid: 1, ticks: 0 }, // someone else's
    ]
    expect(processTree(table, 10).sort((a, b) => a - b)).toEqual([10, 11, 12, 13])
    expect(processTree(table, 20)).toEqual([20])
  })
})

describe('computeCpuUse', () => {
  const snapshot = (at: number, busy: number, total: number, groups: Record<string, [number, number][]>): CpuSnapshot => ({
    at,
    machine: { busy, total },
    groups: Object.fromEntries(Object.entries(groups).map(([name, pids]) => [name, new Map(pids)])),
  })

  it('gives each group’s cores over the interval, and the rest of the machine as others', () => {
    // 10 s at 100 ticks a second on 2 cores: 2,000 ticks in all.
    const before = snapshot(0, 0, 0, {
      nodes: [
        [1, 100],
        [2, 100],
      ],
      generator: [[9, 0]],
    })
    const after = snapshot(10_000, 1800, 2000, {
      nodes: [
        [1, 1100],
        [2, 600],
      ],
      generator: [[9, 200]],
    })
    expect(computeCpuUse(before, after, 2, 100)).toEqual({ seconds: 10, machineCores: 1.8, cores: 2, byGroup: { nodes: 1.5, generator: 0.2, others: 0.1 } })
  })

  it('counts a process that ended meanwhile as nothing more', () => {
    const before = snapshot(0, 0, 0, {
      postgresql: [
        [5, 50],
        [6, 70],
      ],
    })
    const after = snapshot(1000, 100, 200, { postgresql: [[5, 80]] })
    expect(computeCpuUse(before, after, 2, 100).byGroup.postgresql).toBe(0.3)
  })
})
