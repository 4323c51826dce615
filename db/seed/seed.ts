import { sql } from 'drizzle-orm'
import type { Db } from '#app/utils/db.server.ts'
import { defaultStoreSettings } from '#app/modules/store/settings.ts'
import { categories, fabrics, parts, products, sizes, storeSettings } from '#db/schema/index.ts'
import { productComplexity, seedCategories, seedParts, seedProducts, seedSizes } from './catalogue.ts'
import { seedFabrics } from './fabrics.ts'

/**
 * Idempotent: inserts what is missing and never overwrites what an admin has changed, so it runs
 * at every start. Fixed ids (products 1–12) keep the spec's URLs; sequences are moved past them.
 */
export async function seedDatabase(db: Db) {
  await db.transaction(async (tx) => {
    await tx
      .insert(categories)
      .values(seedCategories.map((c, position) => ({ ...c, position })))
      .onConflictDoNothing()
    await tx
      .insert(products)
      .values(seedProducts.map((p, position) => ({ ...p, position, complexity: productComplexity(p.categoryId) })))
      .onConflictDoNothing()
    await tx
      .insert(fabrics)
      .values(seedFabrics.map((f, position) => ({ ...f, position })))
      .onConflictDoNothing()
    await tx.insert(parts).values(seedParts).onConflictDoNothing()
    await tx.insert(sizes).values(seedSizes).onConflictDoNothing()
    await tx.insert(storeSettings).values({ id: 1, data: defaultStoreSettings() }).onConflictDoNothing()
    for (const table of ['categories', 'products']) {
      await tx.execute(sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), greatest((select max(id) from ${table}), 1))`))
    }
  })
}
