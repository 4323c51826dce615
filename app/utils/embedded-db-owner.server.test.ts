import { mkdtempSync, rmSync, statSync, writeFileSync, existsSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { claimDataDir, DataDirInUseError, findDataDirOwner, ownerSocketPath, requestDataDirDump } from './embedded-db-owner.server.ts'

const folders: string[] = []
function dataDir() {
  const root = mkdtempSync(path.join(os.tmpdir(), 'gm-own-'))
  folders.push(root)
  return path.join(root, 'db')
}
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})

describe('holding an embedded data folder', () => {
  it('lets one process hold it at a time, and names the holder to the next', async () => {
    const dir = dataDir()
    const claim = await claimDataDir(dir)
    expect(statSync(ownerSocketPath(dir)).mode & 0o777).toBe(0o600)
    expect(await findDataDirOwner(dir)).toEqual({ pid: process.pid, command: path.basename(process.argv[1]!) })
    const second = await claimDataDir(dir).catch((error: unknown) => error)
    expect(second).toBeInstanceOf(DataDirInUseError)
    expect((second as Error).message).toMatch(new RegExp(`is in use by process ${process.pid} `))
    await claim.release()
    expect(existsSync(ownerSocketPath(dir))).toBe(false)
    expect(await findDataDirOwner(dir)).toBeNull()
    await (await claimDataDir(dir)).release()
  })

  it('takes over what a holder that died left behind', async () => {
    const dir = dataDir()
    // A killed process leaves its socket file; nobody answers on it.
    writeFileSync(ownerSocketPath(dir), '')
    expect(await findDataDirOwner(dir)).toBeNull()
    const claim = await claimDataDir(dir)
    expect(await findDataDirOwner(dir)).toMatchObject({ pid: process.pid })
    await claim.release()
  })

  it("hands out the holder's copy of the database, and says so when the holder serves none", async () => {
    const dir = dataDir()
    expect(await requestDataDirDump(dir)).toBeNull()
    const bytes = Buffer.from(Array.from({ length: 300_000 }, (_, i) => i % 251))
    const serving = await claimDataDir(dir, async () => bytes)
    const copy = await requestDataDirDump(dir)
    expect(copy?.owner.pid).toBe(process.pid)
    expect(copy?.bytes.equals(bytes)).toBe(true)
    await serving.release()

    const restoring = await claimDataDir(dir)
    await expect(requestDataDirDump(dir)).rejects.toThrow(/in use by process \d+ .*: it is restoring the database/)
    await restoring.release()

    const failing = await claimDataDir(dir, async () => {
      throw new Error('disk\nfull')
    })
    await expect(requestDataDirDump(dir)).rejects.toThrow(/: disk full$/)
    await failing.release()
  })
})
