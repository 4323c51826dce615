import { RouterContextProvider, type RouterContext } from 'react-router'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { nonceContext } from '#app/load-context.ts'
import { requestContextMiddleware } from '#app/request-context.server.ts'
import { loader as cartLoader } from '#app/routes/cart.tsx'
import { action as customizerAction } from '#app/routes/product.tsx'
import { loader as shellLoader } from '#app/routes/shell.tsx'
import { getAuth } from '#app/utils/auth.server.ts'
import { noteDataChange, setDataFeedLive, storefrontChannel } from '#app/utils/data-changes.server.ts'
import { getDatabaseHandle, getDb } from '#app/utils/db.server.ts'
import { useTestDatabase } from '#tests/setup/db.ts'
import { call, cookieFrom, formRequest, getRequest, routeArgs } from '#tests/support/requests.ts'
import { createSignedInCustomer } from '#tests/support/sign-in.ts'

useTestDatabase()

type Loader = (args: never) => unknown

/**
 * One request as React Router serves it with middleware on: the host's context (the nonce), the
 * root's middleware, then every matched loader with that one context, side by side.
 */
async function serve(request: Request, loaders: Loader[]) {
  const context = new RouterContextProvider(new Map<RouterContext, unknown>([[nonceContext, '']]))
  let answers: Awaited<ReturnType<typeof call>>[] = []
  await requestContextMiddleware({ request, url: new URL(request.url), params: {}, context } as never, async () => {
    answers = await Promise.all(loaders.map((loader) => call(() => loader({ request, url: new URL(request.url), params: {}, context } as never) as never)))
    return new Response(null)
  })
  return answers
}

/** A shirt (product 7) in the basket of whoever `cookie` names. */
async function addShirt(cookie: string) {
  const res = await call(() => customizerAction(routeArgs(formRequest('/product/7?step=1', { type: 'fabric', choose: '1' }, { cookie }), { id: '7' }) as never))
  expect(res.status).toBe(302)
  return cookieFrom(res.response!, cookie)
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('one request context per request', () => {
  test('a signed-in /cart looks her session up once, for the shell and the page together', async () => {
    const { cookie } = await createSignedInCustomer()
    await addShirt(cookie)
    // Spied after the set-up: only the lookups of the /cart request below are counted.
    const lookups = vi.spyOn(getAuth().api, 'getSession')
    const [shell, cart] = await serve(getRequest('/cart', { cookie }), [shellLoader, cartLoader])
    expect(shell!.data).toMatchObject({ user: { name: 'Ana' }, basketCount: 1 })
    expect(cart!.data).toMatchObject({ count: 1, canSave: true })
    // The shell's basket count and name, the page's basket and its save button: one lookup, not four.
    expect(lookups).toHaveBeenCalledTimes(1)
  })

  test("a visitor's /cart asks for no session at all, and finds her guest basket by its cookie", async () => {
    const cookie = await addShirt('')
    const lookups = vi.spyOn(getAuth().api, 'getSession')
    const [shell, cart] = await serve(getRequest('/cart', { cookie }), [shellLoader, cartLoader])
    expect(shell!.data).toMatchObject({ user: null, basketCount: 1 })
    expect(cart!.data).toMatchObject({ count: 1, canSave: false })
    expect(lookups).not.toHaveBeenCalled()
  })

  test('each request has its own context: another request looks the session up again', async () => {
    const { cookie } = await createSignedInCustomer()
    const lookups = vi.spyOn(getAuth().api, 'getSession')
    await serve(getRequest('/cart', { cookie }), [shellLoader])
    await serve(getRequest('/cart', { cookie }), [shellLoader])
    expect(lookups).toHaveBeenCalledTimes(2)
  })

  test('with the change feed live, a signed-in /cart asks the database two things, however many garments her basket holds: her basket with its items (the header counts what the page reads), the checkout she started (for her delivery window; her session was kept from her last page)', async () => {
    const { cookie } = await createSignedInCustomer()
    await addShirt(cookie)
    const stop = await getDatabaseHandle()!.listen(storefrontChannel, noteDataChange, setDataFeedLive)
    try {
      /** The statements one signed-in /cart sends, whichever way they reach the database (a query, a script, a transaction). */
      async function statementsOfOneCart(garments: number) {
        await serve(getRequest('/cart', { cookie }), [shellLoader, cartLoader]) // the catalogue's kept reads and her session fill
        const client = (getDb() as unknown as { $client: Record<'query' | 'exec' | 'transaction', (...args: unknown[]) => unknown> }).$client
        const spies = (['query', 'exec', 'transaction'] as const).filter((name) => typeof client[name] === 'function').map((name) => vi.spyOn(client, name))
        const [shell, cart] = await serve(getRequest('/cart', { cookie }), [shellLoader, cartLoader])
        expect(shell!.data).toMatchObject({ basketCount: garments })
        expect(cart!.data).toMatchObject({ count: garments, items: Array.from({ length: garments }, () => ({ productName: 'Camisa Clásica', fabric: { id: 1 } })) })
        // PGlite is handed the text, node-postgres a named statement's config: read the text of either.
        const statements = spies.flatMap((spy) => spy.mock.calls.map(([query]) => (typeof query === 'string' ? query : String((query as { text?: string }).text ?? query))))
        for (const spy of spies) spy.mockRestore()
        return statements
      }
      const one = await statementsOfOneCart(1)
      // The products, fabrics and parts the card shows, and her session, come from memory; the basket is found with its items.
      expect(one.filter((s) => /from "(products|fabrics|parts|categories|sessions|users)"/.test(s))).toEqual([])
      expect(one).toHaveLength(2)
      expect(one[0]).toMatch(/from "basket_items" inner join "baskets"/)
      expect(one[1]).toMatch(/from "checkout_drafts" where "checkout_drafts"."basket_id" = \$1/)
      // No statement per garment (no N+1): three garments, the same two statements.
      await addShirt(cookie)
      await addShirt(cookie)
      expect(await statementsOfOneCart(3)).toEqual(one)
    } finally {
      await stop()
    }
  })
})
