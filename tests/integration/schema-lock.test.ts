import { readFileSync } from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { openDatabase, SCHEMA_LOCK_KEY } from '#app/utils/db.server.ts'
import { seedCategories, seedParts, seedProducts, seedSizes } from '#db/seed/catalogue.ts'
import { seedFabrics } from '#db/seed/fabrics.ts'
import { seedDatabase } from '#db/seed/seed.ts'
import { withDatabase } from '#tests/setup/global-db.ts'

const url = process.env.DATABASE_URL
const journal = JSON.parse(readFileSync(path.resolve('db/migrations/meta/_journal.json'), 'utf8')) as { entries: unknown[] }

async function onServer<T>(work: (client: pg.Client) => Promise<T>, database?: string): Promise<T> {
  const client = new pg.Client({ connectionString: database ? withDatabase(url!, database) : url })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

// Shop nodes starting together (a deploy, a host's reboot) each migrate and seed as they start
// (server/index.ts): on a fresh database they would create the same tables and insert the same rows.
// Only a real server has several connections (PGlite has one): CI runs this on PostgreSQL.
describe.skipIf(!url)('several nodes starting together on a fresh PostgreSQL database', () => {
  it('migrate and seed one after the other under the advisory lock: every start succeeds, the schema and the seed once', async () => {
    const name = `gemela_schema_lock_${process.pid}_${Math.random().toString(36).slice(2, 8)}`
    await onServer((c) => c.query(`create database ${name}`))
    const nodes = await Promise.all([1, 2, 3].map(() => openDatabase({ url: withDatabase(url!, name) })))
    try {
      const starts = await Promise.allSettled(
        nodes.map(async (node) => {
          await node.migrate()
          await seedDatabase(node.db)
        }),
      )
      expect(starts.map((s) => (s.status === 'rejected' ? String(s.reason) : 'ok'))).toEqual(['ok', 'ok', 'ok'])

      const figures = await onServer(async (c) => {
        const count = async (table: string) => Number((await c.query(`select count(*)::int as n from ${table}`)).rows[0].n)
        const hashes = await c.query('select count(*)::int as n, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations')
        return {
          migrations: hashes.rows[0],
          categories: await count('categories'),
          products: await count('products'),
          fabrics: await count('fabrics'),
          parts: await count('parts'),
          sizes: await count('sizes'),
          offers: await count('product_fabrics'),
          settings: await count('store_settings'),
          // Released after: another session takes the lock at once.
          lockFree: (await c.query('select pg_try_advisory_lock($1) as free', [SCHEMA_LOCK_KEY])).rows[0].free as boolean,
        }
      }, name)
      expect(figures).toEqual({
        migrations: { n: journal.entries.length, distinct: journal.entries.length },
        categories: seedCategories.length,
        products: seedProducts.length,
        fabrics: seedFabrics.length,
        parts: seedParts.length,
        sizes: seedSizes.length,
        offers: seedProducts.length * seedFabrics.length,
        settings: 1,
        lockFree: true,
      })
    } finally {
      await Promise.all(nodes.map((node) => node.close()))
      await onServer((c) => c.query(`drop database if exists ${name} with (force)`))
    }
  })
})
