/**
 * Where the machine's CPU went during a phase (Linux /proc): the shop's nodes, nginx, PostgreSQL, the
 * load generator itself, and everything else on the host — the figures that say why two nodes do or
 * do not serve twice what one does on the same cores.
 */
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'

export type ProcStat = { pid: number; ppid: number; ticks: number }

/** One /proc/<pid>/stat line: its parent and its CPU time (user + system, all its threads) in clock ticks. */
export function parseProcStat(text: string): ProcStat | null {
  // The command name (field 2) is in parentheses and may hold spaces or parentheses: read after the last one.
  const open = text.indexOf('(')
  const close = text.lastIndexOf(')')
  if (open < 0 || close < open) return null
  const pid = Number(text.slice(0, open).trim())
  const rest = text
    .slice(close + 1)
    .trim()
    .split(/\s+/)
  // rest[0] is field 3 (state): ppid is field 4, utime 14, stime 15.
  const ppid = Number(rest[1])
  const ticks = Number(rest[11]) + Number(rest[12])
  if (![pid, ppid, ticks].every(Number.isFinite)) return null
  return { pid, ppid, ticks }
}

/** The machine's busy and total ticks over all cores, from /proc/stat's first line. */
export function parseMachineStat(text: string): { busy: number; total: number } | null {
  const line = text.split('\n').find((l) => l.startsWith('cpu '))
  if (!line) return null
  const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] = line.trim().split(/\s+/).slice(1).map(Number)
  const total = user + nice + system + idle + iowait + irq + softirq + steal
  return { busy: total - idle - iowait, total }
}

/** `root` and every process below it in `table`. */
export function processTree(table: readonly ProcStat[], root: number): number[] {
  const children = new Map<number, number[]>()
  for (const p of table) children.set(p.ppid, [...(children.get(p.ppid) ?? []), p.pid])
  const found: number[] = []
  const queue = [root]
  while (queue.length > 0) {
    const pid = queue.shift()!
    if (found.includes(pid)) continue
    found.push(pid)
    queue.push(...(children.get(pid) ?? []))
  }
  return found.filter((pid) => pid === root || table.some((p) => p.pid === pid))
}

function readProc(pid: number): ProcStat | null {
  try {
    return parseProcStat(readFileSync(`/proc/${pid}/stat`, 'utf8'))
  } catch {
    return null // gone
  }
}

export function listProcesses(): ProcStat[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .flatMap((name) => readProc(Number(name)) ?? [])
}

let clockTicks: number | undefined
function ticksPerSecond(): number {
  if (clockTicks === undefined) {
    try {
      clockTicks = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100
    } catch {
      clockTicks = 100
    }
  }
  return clockTicks
}

export type CpuSnapshot = { at: number; machine: { busy: number; total: number }; groups: Record<string, Map<number, number>> }

/** CPU ticks so far of each group's processes (name → pids), and the machine's. */
export function takeCpuSnapshot(groups: Record<string, readonly number[]>): CpuSnapshot {
  const machine = parseMachineStat(readFileSync('/proc/stat', 'utf8')) ?? { busy: 0, total: 0 }
  const read = (pids: readonly number[]) =>
    new Map(
      pids.flatMap((pid) => {
        const stat = readProc(pid)
        return stat ? [[pid, stat.ticks] as const] : []
      }),
    )
  return { at: performance.now(), machine, groups: Object.fromEntries(Object.entries(groups).map(([name, pids]) => [name, read(pids)])) }
}

export type CpuUse = {
  seconds: number
  /** Cores kept busy on average (2 = both cores of this machine all the time). */
  machineCores: number
  cores: number
  /** Each group's cores; `others` is the rest of the machine (other users' work). */
  byGroup: Record<string, number>
}

/** Cores each group used between two snapshots; a process that ended meanwhile counts what it had used at the first. */
export function computeCpuUse(before: CpuSnapshot, after: CpuSnapshot, cores: number, hz = ticksPerSecond()): CpuUse {
  const seconds = (after.at - before.at) / 1000
  const coresOf = (ticks: number) => (seconds > 0 ? Math.round((ticks / hz / seconds) * 100) / 100 : 0)
  const byGroup: Record<string, number> = {}
  let ours = 0
  for (const [name, start] of Object.entries(before.groups)) {
    let ticks = 0
    for (const [pid, t0] of start) ticks += Math.max(0, (after.groups[name]?.get(pid) ?? t0) - t0)
    ours += ticks
    byGroup[name] = coresOf(ticks)
  }
  const machineTotal = after.machine.total - before.machine.total
  const machineBusy = after.machine.busy - before.machine.busy
  // /proc/stat counts all cores' ticks: its busy share times the cores is the machine's busy cores.
  const machineCores = machineTotal > 0 ? Math.round((machineBusy / machineTotal) * cores * 100) / 100 : 0
  byGroup.others = Math.max(0, Math.round((machineCores - coresOf(ours)) * 100) / 100)
  return { seconds: Math.round(seconds * 10) / 10, machineCores, cores, byGroup }
}
