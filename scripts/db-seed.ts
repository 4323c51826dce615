import { getEnv } from '#app/utils/env.server.ts'
import { openDatabase } from '#app/utils/db.server.ts'
import { seedDatabase } from '#db/seed/seed.ts'

const env = getEnv()
const handle = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATABASE_URL ? undefined : env.DATA_DIR })
await handle.migrate()
await seedDatabase(handle.db)
await handle.close()
console.log('Seeded.')
