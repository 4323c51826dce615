import { readFileSync } from 'node:fs'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { categories, fabrics, parts, products, sizes } from '#db/schema/index.ts'
import { seedDatabase } from '#db/seed/seed.ts'
import { useTestDatabase } from '#tests/setup/db.ts'

const { db } = useTestDatabase()

async function counts() {
  const d = db()
  const [c] = await d.select({ n: sql<number>`count(*)::int` }).from(categories)
  const [p] = await d.select({ n: sql<number>`count(*)::int` }).from(products)
  const [f] = await d.select({ n: sql<number>`count(*)::int` }).from(fabrics)
  const [pa] = await d.select({ n: sql<number>`count(*)::int` }).from(parts)
  const [s] = await d.select({ n: sql<number>`count(*)::int` }).from(sizes)
  return { categories: c!.n, products: p!.n, fabrics: f!.n, parts: pa!.n, sizes: s!.n }
}

describe('seed', () => {
  it('holds the spec catalogue and is idempotent', async () => {
    const before = await counts()
    expect(before).toEqual({ categories: 5, products: 14, fabrics: 14, parts: 25, sizes: 5 })
    await seedDatabase(db())
    expect(await counts()).toEqual(before)
  })

  it('migration 0025 gives a catalogue seeded before skirts the skirts the seed gives', async () => {
    const d = db()
    const skirts = async () => ({
      category: (await d.execute(sql`select part_types, description from categories where slug = 'falda'`)).rows,
      parts: (await d.execute(sql`select slug, type, name, description from parts where type in ('length', 'detail') order by slug`)).rows,
      offers: (
        await d.execute(sql`select p.name ->> 'es' as product, p.base_price_cents, p.complexity, f.slug as starts_in, pa.slug
          from products p join categories c on c.id = p.category_id join product_parts pp on pp.product_id = p.id join parts pa on pa.id = pp.part_id
          left join fabrics f on f.id = p.default_fabric_id where c.slug = 'falda' order by 1, pa.slug`)
      ).rows,
      fabrics: (await d.execute(sql`select count(*)::int as n from product_fabrics pf join products p on p.id = pf.product_id where p.category_id = 5`)).rows,
    })
    const seeded = await skirts()
    expect(seeded.offers).toHaveLength(7 + 7)
    // The catalogue as the seed wrote it before skirts were sold.
    await d.execute(sql`delete from products where category_id = 5`)
    await d.execute(sql`delete from parts where type in ('length', 'detail')`)
    await d.execute(
      sql`update categories set part_types = '["waistband"]', description = '{"es": "Faldas a medida (próximamente).", "en": "Made-to-measure skirts (coming soon)."}' where slug = 'falda'`,
    )
    const migration = readFileSync(new URL('../../db/migrations/0025_skirts.sql', import.meta.url), 'utf8')
    for (const statement of migration.split('--> statement-breakpoint')) await d.execute(sql.raw(statement))
    expect(await skirts()).toEqual(seeded)
  })

  it('keeps the spec base prices and fills every fabric attribute in both languages', async () => {
    const rows = await db().select({ id: products.id, price: products.basePriceCents }).from(products).orderBy(products.id)
    expect(rows.map((r) => r.price)).toEqual([3000, 3500, 4500, 3000, 3500, 6000, 5000, 2500, 4000, 6500, 5500, 4500, 4500, 5000])
    const all = await db().select().from(fabrics)
    for (const fabric of all) {
      for (const [key, value] of Object.entries(fabric)) {
        if (value && typeof value === 'object' && 'es' in value) {
          expect((value as { es: string }).es, `${fabric.slug}.${key}`).not.toBe('')
          expect((value as { en?: string }).en, `${fabric.slug}.${key}`).toBeTruthy()
        }
      }
    }
    expect(all.find((f) => f.slug === 'verde-primavera')).toMatchObject({ material: 'seda', priceCents: 2500, type: 'premium' })
    expect(all.find((f) => f.slug === 'fantasia-animal')).toMatchObject({ material: 'algodon', priceCents: 0, type: 'basic' })
  })

  it('refuses negative stock in the database itself', async () => {
    await expect(db().execute(sql`update fabrics set stock_metres = -1 where slug = 'terracota'`)).rejects.toThrow()
  })
})
