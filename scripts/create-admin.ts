/**
 * `npm run admin:create -- --email ana@example.com [--password …] [--name "Ana"]`: creates an admin
 * account (e-mail already confirmed) or promotes an existing account to admin.
 */
import { parseArgs } from 'node:util'
import { getEnv } from '#app/utils/env.server.ts'
import { openDatabase, setDatabase } from '#app/utils/db.server.ts'
import { ensureAdmin } from '#app/modules/accounts/admin-users.server.ts'

const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } } })
if (!values.email) {
  console.error('Usage: npm run admin:create -- --email you@example.com [--password secret] [--name "First Last"]')
  process.exit(2)
}
const env = getEnv()
const handle = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATABASE_URL ? undefined : env.DATA_DIR })
await handle.migrate()
setDatabase(handle)
const result = await ensureAdmin({ email: values.email, password: values.password, name: values.name })
console.log(result.created ? `Admin created: ${result.email} / ${result.password}` : `Promoted to admin: ${result.email}`)
await handle.close()
