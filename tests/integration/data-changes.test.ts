import { eq, gt, ne, sql } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { getStoreSettings } from '#app/modules/store/settings.server.ts'
import { dataVersion, noteDataChange, setDataFeedLive, storefrontChannel } from '#app/utils/data-changes.server.ts'
import { getDatabaseHandle, pendingMigrations } from '#app/utils/db.server.ts'
import { fabricLocks, fabrics, newsletterSubscriptions, products, storeSettings } from '#db/schema/index.ts'
import { useTestDatabase } from '#tests/setup/db.ts'

// Issue 19, items 1–2: the database announces storefront changes; kept pages and reads follow them.
const { db } = useTestDatabase()

let stop: (() => Promise<void>) | undefined
afterEach(async () => {
  await stop?.()
  stop = undefined
})

/** Listens as a shop node does (server/index.ts), collecting the tables it hears about. */
async function follow() {
  const heard: string[] = []
  stop = await getDatabaseHandle()!.listen(
    storefrontChannel,
    (table) => {
      heard.push(table)
      noteDataChange(table)
    },
    setDataFeedLive,
  )
  return heard
}

/** Notices travel on another connection on a PostgreSQL server: wait a little for them. */
async function eventually(check: () => void) {
  const deadline = Date.now() + 5_000
  for (;;) {
    try {
      return check()
    } catch (error) {
      if (Date.now() > deadline) throw error
      await new Promise((r) => setTimeout(r, 20))
    }
  }
}

describe('the storefront change feed', () => {
  it('announces each committed change of the catalogue, once per table, and nothing for other tables or empty writes', async () => {
    const heard = await follow()
    expect(dataVersion()).not.toBeNull()
    await db()
      .update(products)
      .set({ name: sql`${products.name}` })
      .where(eq(products.id, -1))
    await db()
      .insert(newsletterSubscriptions)
      .values({ email: 'ana@example.com', confirmToken: 'c'.repeat(43), unsubscribeToken: 'u'.repeat(43) })
    await db().transaction(async (tx) => {
      await tx.update(products).set({ name: sql`${products.name}` })
      await tx.update(products).set({ name: sql`${products.name}` })
    })
    await eventually(() => expect(heard).toEqual(['products']))
  })

  it("tells an order's lock and metres apart from a change the catalogue shows, naming the product and the fabric (migration 0019)", async () => {
    const heard = await follow()
    const [fabric] = await db().select({ id: fabrics.id }).from(fabrics).where(gt(fabrics.stockMetres, 3)).limit(1)
    const [product] = await db().select({ id: products.id }).from(products).limit(1)
    const [other] = await db().select({ id: fabrics.id }).from(fabrics).where(ne(fabrics.id, fabric!.id)).limit(1)
    const versions = () => ({
      catalogue: dataVersion('catalogue'),
      product: dataVersion({ locksOfProduct: product!.id }),
      otherProduct: dataVersion({ locksOfProduct: product!.id + 1 }),
      fabric: dataVersion({ stockOfFabric: fabric!.id }),
      otherFabric: dataVersion({ stockOfFabric: other!.id }),
    })
    const before = versions()
    // An order: a lock for this product, a metre less of this fabric (still enough for every garment).
    await db().transaction(async (tx) => {
      await tx.insert(fabricLocks).values({ fabricId: fabric!.id, productId: product!.id })
      await tx
        .update(fabrics)
        .set({ stockMetres: sql`${fabrics.stockMetres} - 1` })
        .where(eq(fabrics.id, fabric!.id))
    })
    await eventually(() => expect(heard.toSorted()).toEqual([`fabric_locks:${product!.id}`, `fabric_stock:${fabric!.id}`]))
    expect(versions()).toEqual({ ...before, product: before.product! + 1, fabric: before.fabric! + 1 })
    // Down to zero: the collection's cards stop drawing it, so the catalogue changed; then below what a garment needs.
    await db().update(fabrics).set({ stockMetres: 0 }).where(eq(fabrics.id, fabric!.id))
    await db().update(fabrics).set({ stockMetres: 2 }).where(eq(fabrics.id, fabric!.id))
    await db()
      .update(fabrics)
      .set({ stockMetres: 3, priceCents: sql`${fabrics.priceCents} + 100` })
      .where(eq(fabrics.id, fabric!.id))
    await db().update(fabrics).set({ stockMetres: 1.5 }).where(eq(fabrics.id, fabric!.id))
    await db().delete(fabricLocks).where(eq(fabricLocks.productId, product!.id))
    await eventually(() => expect(heard.slice(2)).toEqual(['fabrics', 'fabrics', 'fabrics', 'fabric_availability', `fabric_locks:${product!.id}`]))
    const after = versions()
    expect(after.catalogue).toBe(before.catalogue! + 3)
    // Every design tool follows a garment's metres crossed; each page its own lock and metres on top.
    expect(after.otherProduct).toBe(before.otherProduct! + 4)
    expect(after.product).toBe(before.product! + 6)
    expect(after.otherFabric).toBe(before.otherFabric! + 4)
  })

  it('says nothing for a change rolled back', async () => {
    const heard = await follow()
    await db()
      .transaction(async (tx) => {
        await tx.update(products).set({ name: sql`${products.name}` })
        throw new Error('changed her mind')
      })
      .catch(() => undefined)
    await db().update(storeSettings).set({ updatedAt: new Date() })
    await eventually(() => expect(heard).toEqual(['store_settings']))
  })

  it("serves the store settings from memory until another node's change is heard", async () => {
    await follow()
    const before = await getStoreSettings()
    const version = dataVersion()
    // Written as another node would: straight to the database, without this process clearing anything.
    await db().execute(sql`update store_settings set data = jsonb_set(data, '{storeName}', '"Gemela Atelier"')`)
    await eventually(() => expect(dataVersion()).toBeGreaterThan(version!))
    expect((await getStoreSettings()).storeName).toBe('Gemela Atelier')
    expect(before.storeName).not.toBe('Gemela Atelier')
  })

  it('turns the kept reads off while the feed is down', async () => {
    stop = await getDatabaseHandle()!.listen(storefrontChannel, noteDataChange, setDataFeedLive)
    await stop()
    stop = undefined
    expect(dataVersion()).toBeNull()
  })
})

describe('pendingMigrations (/readyz)', () => {
  it('is 0 on a migrated database and counts what is missing', async () => {
    expect(await pendingMigrations(db())).toBe(0)
    await db().execute(sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)`)
    expect(await pendingMigrations(db())).toBe(1)
  })
})
