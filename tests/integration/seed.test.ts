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
    expect(before).toEqual({ categories: 5, products: 12, fabrics: 14, parts: 19, sizes: 5 })
    await seedDatabase(db())
    expect(await counts()).toEqual(before)
  })

  it('keeps the spec base prices and fills every fabric attribute in both languages', async () => {
    const rows = await db().select({ id: products.id, price: products.basePriceCents }).from(products).orderBy(products.id)
    expect(rows.map((r) => r.price)).toEqual([3000, 3500, 4500, 3000, 3500, 6000, 5000, 2500, 4000, 6500, 5500, 4500])
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
