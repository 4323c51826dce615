/** Child processes the local cluster and its benches start: each in its own group, logged to a file, ended for sure. */
import { type ChildProcess, spawn } from 'node:child_process'
import { chownSync, closeSync, existsSync, openSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export function tail(file: string, lines = 20): string {
  if (!existsSync(file)) return ''
  return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n')
}

/** Waits for `child` to exit; after `ms`, SIGKILLs its group and waits again. */
export async function waitForExit(child: ChildProcess, ms: number): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return child.exitCode
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), ms)
  try {
    return await exited
  } finally {
    clearTimeout(timer)
  }
}

export function signalGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (!child.pid) return
  try {
    process.kill(-child.pid, signal)
  } catch {
    // Already gone.
  }
}

/** Spawns in its own process group, stdout and stderr appended to `logFile`. */
export function spawnLogged(command: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv; logFile: string; uid?: number; gid?: number }): ChildProcess {
  const fd = openSync(options.logFile, 'a')
  if (options.uid !== undefined) chownSync(options.logFile, options.uid, options.gid ?? options.uid)
  try {
    return spawn(command, args, { cwd: options.cwd, env: options.env, stdio: ['ignore', fd, fd], detached: true, uid: options.uid, gid: options.gid })
  } finally {
    closeSync(fd)
  }
}

function commandLine(pid: number): string | null {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ')
  } catch {
    return null
  }
}

/**
 * What a previous run left behind when it was killed before it could stop them (its pids file):
 * ended now, if they are still the same programs (the marker is in their command line).
 */
export function endLeftovers(pidsFile: string, log: (line: string) => void) {
  if (!existsSync(pidsFile)) return
  const left = JSON.parse(readFileSync(pidsFile, 'utf8')) as { pid: number; marker: string }[]
  for (const { pid, marker } of left) {
    // A throwaway server made in the temporary folder (as root): its data goes with it.
    const temporary = path.dirname(marker)
    if (path.dirname(temporary) === os.tmpdir() && path.basename(temporary).startsWith('gemela-cluster-pg-')) rmSync(temporary, { recursive: true, force: true })
    if (!commandLine(pid)?.includes(marker)) continue
    log(`Ending pid ${pid} left by an earlier run (${marker})`)
    try {
      process.kill(-pid, 'SIGKILL')
    } catch {
      try {
        process.kill(pid, 'SIGKILL')
      } catch {
        // Gone meanwhile.
      }
    }
  }
  rmSync(pidsFile, { force: true })
}

export async function waitFor(what: string, ms: number, ready: () => Promise<boolean>, failed?: () => string | null) {
  const until = Date.now() + ms
  for (;;) {
    const reason = failed?.()
    if (reason) throw new Error(`${what}: ${reason}`)
    if (await ready().catch(() => false)) return
    if (Date.now() > until) throw new Error(`${what}: not ready after ${Math.round(ms / 1000)} s`)
    await sleep(200)
  }
}
