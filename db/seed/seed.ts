import { sql } from 'drizzle-orm'
import { type Db, SCHEMA_LOCK_KEY } from '#app/utils/db.server.ts'
import { defaultStoreSettings } from '#app/modules/store/settings.ts'
import { categories, fabrics, parts, productParts, products, sizes, storeSettings } from '#db/schema/index.ts'
import { productComplexity, seedCategories, seedOffers, seedParts, seedProducts, seedSizes } from './catalogue.ts'
import { seedFabrics } from './fabrics.ts'

/**
 * Idempotent: runs at every start and never overwrites what an admin has changed. The catalogue's
 * tables are filled only while empty (the first start), so a record an admin deleted stays deleted;
 * the store settings' one row is inserted when missing (and the early seeds' made-up phone numbers cleared). Fixed ids (products 1–12) keep the spec's
 * URLs; sequences are moved past them. Nodes starting together seed one after the other (the schema's
 * advisory lock, held to the commit): the second finds the tables filled.
 */
export async function seedDatabase(db: Db) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SCHEMA_LOCK_KEY}::bigint)`)
    const isEmpty = async (table: string) => (await tx.execute(sql.raw(`select not exists (select 1 from ${table}) as empty`))).rows[0]?.empty === true
    const firstFill = await isEmpty('products')
    if (await isEmpty('categories')) await tx.insert(categories).values(seedCategories.map((c, position) => ({ ...c, position })))
    if (await isEmpty('fabrics')) await tx.insert(fabrics).values(seedFabrics.map((f, position) => ({ ...f, position })))
    if (firstFill) {
      const fabricIds = new Map((await tx.select({ id: fabrics.id, slug: fabrics.slug }).from(fabrics)).map((f) => [f.slug, f.id]))
      await tx.insert(products).values(
        seedProducts.map(({ defaultFabric, ...p }, position) => ({
          ...p,
          position,
          complexity: productComplexity(p.categoryId),
          defaultFabricId: fabricIds.get(defaultFabric) ?? null,
        })),
      )
    }
    if (await isEmpty('parts')) await tx.insert(parts).values(seedParts)
    if (await isEmpty('sizes')) await tx.insert(sizes).values(seedSizes)
    // What each product offers (docs/product.md#what-each-product-offers): on the first fill, every
    // fabric, and the parts that fit its category (seedOffers); the back office narrows it per product.
    if (firstFill && (await isEmpty('product_fabrics'))) {
      await tx.execute(sql`insert into product_fabrics (product_id, fabric_id) select p.id, f.id from products p cross join fabrics f on conflict do nothing`)
      const partList = await tx.select({ id: parts.id, slug: parts.slug, type: parts.type }).from(parts)
      const offers = seedProducts.flatMap((product) => partList.filter((part) => seedOffers(product, part)).map((part) => ({ productId: product.id, partId: part.id })))
      if (offers.length) await tx.insert(productParts).values(offers).onConflictDoNothing()
    }
    await tx.insert(storeSettings).values({ id: 1, data: defaultStoreSettings() }).onConflictDoNothing()
    // The first seeds wrote made-up phone numbers (issue 18 item 17): cleared where nobody has set real ones since.
    for (const [field, placeholder] of [
      ['phone', '+34 910 000 000'],
      ['whatsapp', '+34 600 000 000'],
    ] as const) {
      await tx.execute(
        sql`update store_settings set data = jsonb_set(data, array['contact', ${field}], '""'::jsonb) where id = 1 and data -> 'contact' ->> ${field} = ${placeholder}`,
      )
    }
    for (const table of ['categories', 'products', 'fabrics', 'parts', 'sizes']) {
      await tx.execute(sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), greatest((select max(id) from ${table}), 1))`))
    }
  })
}
