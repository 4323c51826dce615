import { rmSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { exitWithOwner } from './owner-watch.ts'
import { installTestClock } from './test-clock.ts'

/** The production build (pages and compiled server) on a fresh embedded database, for the browser tests. */
const dataDir = path.resolve(`tests/.tmp/e2e-db-${process.env.PORT ?? 3100}`)
rmSync(dataDir, { recursive: true, force: true })
process.env.DATA_DIR = dataDir
// The demo admin's generated password, read by the tests that sign in as the admin (demoAdminLogin).
process.env.DEMO_ADMIN_PASSWORD_FILE = path.resolve(`tests/.tmp/demo-admin-${process.env.PORT ?? 3100}`)
rmSync(process.env.DEMO_ADMIN_PASSWORD_FILE, { force: true })
process.env.OUTBOX_DIR = path.resolve(`tests/.tmp/outbox-${process.env.PORT ?? 3100}`)
process.env.MEDIA_DIR = path.resolve(`tests/.tmp/media-${process.env.PORT ?? 3100}`)
// The clock the hold sweeps read, moved by the tests that need days to pass (test-clock.ts).
if (process.env.TEST_CLOCK_PORT) installTestClock(Number(process.env.TEST_CLOCK_PORT))
// The compiled server, as `npm start` runs it (build/host/main.js: production React Router too).
await import(pathToFileURL(path.resolve(process.env.BUILD_DIR ?? 'build', 'host/main.js')).href)
exitWithOwner()
