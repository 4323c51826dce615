import os from 'node:os'

/**
 * How fast this machine is right now, for the browser tests' waits and workers. A newcomer's plain
 * `npm test` on a busy 2-core machine must pass as CI does, without knowing to set anything.
 *
 * - `cpuProbeMs`: a fixed loop's time (~120 ms on a quiet core of the reference machine).
 * - `slowFactor`: how much every wait stretches. The suite itself keeps two cores busy (the shop,
 *   two browsers, the helper servers), so small machines start at 2; a slow probe or a high load
 *   average stretches it further. At most 6.
 * - `workers`: one per core, at most 4; one on a single core.
 */
const referenceProbeMs = 120

export type MachineFigures = { cores: number; loadAverage: number; cpuProbeMs: number; slowFactor: number; workers: number }

export function cpuProbe(iterations = 1e8): number {
  const start = performance.now()
  let x = 0
  for (let i = 0; i < iterations; i++) x += i % 7
  if (x < 0) console.log(x) // keeps the loop from being optimised away
  return Math.round(performance.now() - start)
}

export function computeMachineFigures(input: { cores: number; loadAverage: number; cpuProbeMs: number; ci: boolean }): MachineFigures {
  const { cores, loadAverage, cpuProbeMs, ci } = input
  const base = cores <= 2 ? 2 : cores <= 4 ? 1.5 : 1
  const probe = Math.min(3, Math.max(1, cpuProbeMs / referenceProbeMs))
  const load = Math.min(2, Math.max(1, loadAverage / cores))
  let slowFactor = Math.min(6, Math.round(base * probe * load * 2) / 2)
  // CI hosts were measured ~3× slower than a developer's machine (decision in tests/README.md).
  if (ci) slowFactor = Math.max(3, slowFactor)
  return { cores, loadAverage: Math.round(loadAverage * 10) / 10, cpuProbeMs, slowFactor, workers: cores <= 1 ? 1 : Math.min(4, cores) }
}

export function measureMachine(): MachineFigures {
  return computeMachineFigures({ cores: os.availableParallelism(), loadAverage: os.loadavg()[0] ?? 0, cpuProbeMs: cpuProbe(), ci: !!process.env.CI })
}
