import { chmodSync, mkdirSync, rmSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'

/**
 * Which process holds an embedded (PGlite) data folder. PGlite has no lock of its own: a second
 * process opening the same folder would write over the first one's files. The holder listens on a
 * Unix socket beside the folder (`var/db` → `var/db.sock`, readable by its user only): a connection
 * that succeeds means a live holder, whatever files a crash left behind; the socket disappears with
 * the process. Through it the holder also hands out a consistent copy of the database while it
 * serves (`npm run db:backup`, docs/decisions/010-backups.md).
 */

export type DataDirOwner = { pid: number; command: string }

/** The folder is held by another live process. */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: DataDirOwner,
    reason?: string,
  ) {
    super(`${dataDir} is in use by process ${owner.pid} (${owner.command})${reason ? `: ${reason}` : ''}`)
    this.name = 'DataDirInUseError'
  }
}

const maxSocketPath = 100 // Unix socket paths are limited to ~107 bytes

export function ownerSocketPath(dataDir: string): string {
  const absolute = `${path.resolve(dataDir)}.sock`
  const relative = path.relative(process.cwd(), absolute)
  const chosen = relative.length < absolute.length ? relative : absolute
  if (Buffer.byteLength(chosen) > maxSocketPath) throw new Error(`The embedded database's folder ${dataDir} is too deep for its lock socket (${chosen}): use a shorter DATA_DIR`)
  return chosen
}

const me = (): DataDirOwner => ({ pid: process.pid, command: path.basename(process.argv[1] ?? process.argv0) })

/**
 * Takes the folder for this process, or throws `DataDirInUseError` naming the live holder. With
 * `dump`, answers other processes' requests for a copy of the database (a gzipped tar of the folder).
 */
export async function claimDataDir(dataDir: string, dump?: () => Promise<Buffer>): Promise<{ release: () => Promise<void> }> {
  const socketPath = ownerSocketPath(dataDir)
  mkdirSync(path.dirname(path.resolve(socketPath)), { recursive: true })
  const server = net.createServer((socket) => serve(socket, dump))
  try {
    await listen(server, socketPath)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error
    const owner = await findDataDirOwner(dataDir)
    if (owner) throw new DataDirInUseError(dataDir, owner)
    // Left by a process that ended without closing (kill -9, a crash): nobody answers on it.
    rmSync(socketPath, { force: true })
    await listen(server, socketPath)
  }
  chmodSync(socketPath, 0o600)
  server.unref() // holding the folder never keeps a finished script alive
  let released: Promise<void> | undefined
  return { release: () => (released ??= new Promise<void>((resolve) => server.close(() => resolve()))) }
}

function listen(server: net.Server, socketPath: string) {
  return new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(socketPath, () => {
      server.off('error', reject)
      resolve()
    })
  })
}

function serve(socket: net.Socket, dump: (() => Promise<Buffer>) | undefined) {
  socket.on('error', () => undefined)
  socket.write(`${JSON.stringify(me())}\n`)
  let received = ''
  socket.on('data', (chunk) => {
    received += chunk.toString('latin1')
    if (!received.includes('\n')) {
      if (received.length > 64) socket.destroy()
      return
    }
    socket.removeAllListeners('data')
    if (received.split('\n')[0] !== 'dump') return void socket.end('error unknown request\n')
    if (!dump) return void socket.end('error it is restoring the database, not serving it\n')
    dump().then(
      (bytes) => {
        socket.write(`ok ${bytes.length}\n`)
        socket.end(bytes)
      },
      (error: unknown) => socket.end(`error ${String(error instanceof Error ? error.message : error).replaceAll('\n', ' ')}\n`),
    )
  })
}

/** The live process holding the folder, or null when none does. */
export async function findDataDirOwner(dataDir: string): Promise<DataDirOwner | null> {
  const socket = await connect(ownerSocketPath(dataDir))
  if (!socket) return null
  try {
    const hello = await readLine(socket, 5_000)
    return parseOwner(hello)
  } catch {
    return { pid: 0, command: 'a process that does not answer' }
  } finally {
    socket.destroy()
  }
}

/**
 * Asks the live holder for a consistent copy of the database (a gzipped tar of its folder, as
 * PGlite's `dumpDataDir` writes it). Null when no process holds the folder.
 */
export async function requestDataDirDump(dataDir: string): Promise<{ owner: DataDirOwner; bytes: Buffer } | null> {
  const socket = await connect(ownerSocketPath(dataDir))
  if (!socket) return null
  try {
    const reader = lineReader(socket)
    const owner = parseOwner(await reader.line(5_000))
    socket.write('dump\n')
    const answer = await reader.line(0)
    if (!answer.startsWith('ok ')) throw new DataDirInUseError(dataDir, owner, answer.replace(/^error /, ''))
    const size = Number(answer.slice(3))
    const bytes = await reader.rest()
    if (bytes.length !== size) throw new Error(`The copy from process ${owner.pid} was cut short (${bytes.length} of ${size} bytes)`)
    return { owner, bytes }
  } finally {
    socket.destroy()
  }
}

function parseOwner(line: string): DataDirOwner {
  const value = JSON.parse(line) as Partial<DataDirOwner>
  return { pid: Number(value.pid) || 0, command: String(value.command ?? 'unknown') }
}

function connect(socketPath: string): Promise<net.Socket | null> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(socketPath)
    socket.once('connect', () => {
      socket.removeAllListeners('error')
      socket.on('error', () => undefined)
      resolve(socket)
    })
    socket.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(null)
      else reject(error)
    })
  })
}

function readLine(socket: net.Socket, timeoutMs: number) {
  return lineReader(socket).line(timeoutMs)
}

/** Lines first, then every remaining byte until the other side ends. */
function lineReader(socket: net.Socket) {
  let chunks: Buffer[] = []
  let ended = false
  let failure: Error | undefined
  let wake: (() => void) | undefined
  const rouse = () => {
    wake?.()
    wake = undefined
  }
  socket.on('data', (chunk: Buffer) => {
    chunks.push(chunk)
    rouse()
  })
  socket.on('close', () => {
    ended = true
    rouse()
  })
  socket.on('error', (error) => {
    failure = error
    rouse()
  })
  const next = () => new Promise<void>((resolve) => (wake = resolve))
  return {
    async line(timeoutMs: number): Promise<string> {
      const timer = timeoutMs ? setTimeout(() => socket.destroy(new Error('no answer')), timeoutMs) : undefined
      try {
        for (;;) {
          const buffer = Buffer.concat(chunks)
          const end = buffer.indexOf(0x0a)
          if (end >= 0) {
            chunks = [buffer.subarray(end + 1)]
            return buffer.subarray(0, end).toString('utf8')
          }
          if (failure) throw failure
          if (ended) throw new Error('The holder of the database closed the connection')
          await next()
        }
      } finally {
        clearTimeout(timer)
      }
    },
    async rest(): Promise<Buffer> {
      while (!ended && !failure) await next()
      if (failure) throw failure
      return Buffer.concat(chunks)
    },
  }
}
