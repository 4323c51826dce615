import { rmSync } from 'node:fs'
import path from 'node:path'

/** The production build on a fresh embedded database, for the browser tests. */
const dataDir = path.resolve(`tests/.tmp/e2e-db-${process.env.PORT ?? 3100}`)
rmSync(dataDir, { recursive: true, force: true })
process.env.DATA_DIR = dataDir
process.env.OUTBOX_DIR = path.resolve(`tests/.tmp/outbox-${process.env.PORT ?? 3100}`)
const { startServer } = await import('#server/index.ts')
await startServer()
