import { createServer } from 'vite'
import { getEnv } from '#app/utils/env.server.ts'
import { openDatabase, setDatabase } from '#app/utils/db.server.ts'
import { seedDatabase } from '#db/seed/seed.ts'
import { createApp } from './app.ts'
import { logger } from './logger.ts'

const env = getEnv()
const handle = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATABASE_URL ? undefined : env.DATA_DIR })
await handle.migrate()
await seedDatabase(handle.db)
setDatabase(handle)
const vite = await createServer({ server: { middlewareMode: true } })
const app = await createApp({ mode: 'development', vite })
app.listen(env.PORT, env.HOST, () => logger.info(`Gemela (dev) on http://${env.HOST}:${env.PORT}`))
