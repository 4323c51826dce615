import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { loader as customizerLoader } from '#app/routes/product.tsx'
import { parts } from '#db/schema/index.ts'
import { useTestDatabase } from '#tests/setup/db.ts'
import { call, getRequest, routeArgs } from '#tests/support/requests.ts'

/*
 * Issue 32 item 3: the customizer's price note says what is true of the design on screen. It reads
 * `price` from the loader: the surcharge of the options this design has, and whether any has one.
 */
const { db } = useTestDatabase()

type Load = {
  parts: { id: number; type: string }[]
  selection: Record<string, number | null>
  totalCents: number
  price: { partsSurchargeCents: number; someOptionsCost: boolean }
}
const open = async () => (await call(() => customizerLoader(routeArgs(getRequest('/product/7'), { id: '7' }) as never))).data as Load

describe('the customizer’s price note', () => {
  it('says "only the fabric" while no option costs, then names what her options add', async () => {
    const before = await open()
    expect(before.price).toEqual({ partsSurchargeCents: 0, someOptionsCost: false })

    // An option she has not chosen gets a surcharge: options are no longer all included.
    const chosenCollar = before.selection.collar!
    const other = before.parts.find((p) => p.type === 'collar' && p.id !== chosenCollar)
    await db().update(parts).set({ surchargeCents: 400 }).where(eq(parts.id, other!.id))
    expect((await open()).price).toEqual({ partsSurchargeCents: 0, someOptionsCost: true })

    // Her design's collar costs 5,50 €: the note names it, and the price carries it.
    await db().update(parts).set({ surchargeCents: 550 }).where(eq(parts.id, chosenCollar))
    const after = await open()
    expect(after.price).toEqual({ partsSurchargeCents: 550, someOptionsCost: true })
    expect(after.totalCents).toBe(before.totalCents + 550)
  })
})
