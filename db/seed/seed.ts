import { sql } from 'drizzle-orm'
import type { Db } from '#app/utils/db.server.ts'
import { defaultStoreSettings } from '#app/modules/store/settings.ts'
import { categories, fabrics, parts, products, sizes, storeSettings } from '#db/schema/index.ts'
import { productComplexity, seedCategories, seedParts, seedProducts, seedSizes } from './catalogue.ts'
import { seedFabrics } from './fabrics.ts'

/**
 * Idempotent: runs at every start and never overwrites what an admin has changed. The catalogue's
 * tables are filled only while empty (the first start), so a record an admin deleted stays deleted;
 * the store settings' one row is inserted when missing (and the early seeds' made-up phone numbers cleared). Fixed ids (products 1–12) keep the spec's
 * URLs; sequences are moved past them.
 */
export async function seedDatabase(db: Db) {
  await db.transaction(async (tx) => {
    const isEmpty = async (table: string) => (await tx.execute(sql.raw(`select not exists (select 1 from ${table}) as empty`))).rows[0]?.empty === true
    const firstFill = await isEmpty('products')
    if (await isEmpty('categories')) await tx.insert(categories).values(seedCategories.map((c, position) => ({ ...c, position })))
    if (await isEmpty('products')) await tx.insert(products).values(seedProducts.map((p, position) => ({ ...p, position, complexity: productComplexity(p.categoryId) })))
    if (await isEmpty('fabrics')) await tx.insert(fabrics).values(seedFabrics.map((f, position) => ({ ...f, position })))
    if (await isEmpty('parts')) await tx.insert(parts).values(seedParts)
    if (await isEmpty('sizes')) await tx.insert(sizes).values(seedSizes)
    // What each product offers (docs/product.md#what-each-product-offers): on the first fill, every
    // fabric and every part of its category's steps; the back office narrows it per product.
    if (firstFill && (await isEmpty('product_fabrics'))) {
      await tx.execute(sql`insert into product_fabrics (product_id, fabric_id) select p.id, f.id from products p cross join fabrics f on conflict do nothing`)
      await tx.execute(
        sql`insert into product_parts (product_id, part_id) select p.id, pa.id from products p join categories c on c.id = p.category_id join parts pa on c.part_types ? pa.type on conflict do nothing`,
      )
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
