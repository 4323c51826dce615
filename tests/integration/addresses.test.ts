import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { action, loader } from '#app/routes/account/addresses.tsx'
import { loader as ordersLoader } from '#app/routes/account/orders.tsx'
import { loader as giftLoader } from '#app/routes/account/gift.tsx'
import { addresses } from '#db/schema/index.ts'
import { useTestDatabase } from '#tests/setup/db.ts'
import { call, formRequest, getRequest, routeArgs } from '#tests/support/requests.ts'
import { createSignedInCustomer } from '#tests/support/sign-in.ts'

const { db } = useTestDatabase()

const valid = { fullName: 'Ana Ruiz', phone: '+34 612 345 678', street: 'Calle Mayor 1, 2º B', postalCode: '28013', city: 'Madrid', province: 'Madrid', country: '' }

function post(fields: Record<string, string>, cookie: string, origin?: string) {
  return call(() => action(routeArgs(formRequest('/account/addresses', fields, { cookie, origin })) as never))
}
function load(query: string, cookie?: string) {
  return call(() => loader(routeArgs(getRequest(`/account/addresses${query}`, { cookie })) as never))
}
async function rows(userId: string) {
  return db().select().from(addresses).where(eq(addresses.userId, userId)).orderBy(addresses.createdAt)
}
async function add(cookie: string, overrides: Record<string, string> = {}) {
  const res = await post({ intent: 'create', ...valid, ...overrides }, cookie)
  expect(res.status).toBe(302)
  return res
}

describe('/account/addresses', () => {
  it('sends visitors to sign in, for the page, its forms and the other account pages', async () => {
    const page = await load('')
    expect(page.status).toBe(302)
    expect(page.headers.get('Location')).toBe('/login?redirectTo=%2Faccount%2Faddresses')
    expect((await post({ intent: 'create', ...valid }, '')).headers.get('Location')).toMatch(/^\/login\?redirectTo=/)
    expect(await db().select().from(addresses)).toHaveLength(0)
    const pages: [string, (args: never) => Promise<unknown>][] = [
      ['/account/orders', ordersLoader],
      ['/account/gift', giftLoader],
    ]
    for (const [path, fn] of pages) {
      const res = await call(() => fn(routeArgs(getRequest(path)) as never))
      expect(res.headers.get('Location')).toBe(`/login?redirectTo=${encodeURIComponent(path)}`)
    }
  })

  it('refuses invalid addresses with a message per field (400, nothing written)', async () => {
    const { userId, cookie } = await createSignedInCustomer()
    const res = await post({ intent: 'create', fullName: ' ', phone: '12ab', street: '', postalCode: '', city: '', province: '', country: '' }, cookie)
    expect(res.status).toBe(400)
    expect((res.data as { errors: Record<string, string> }).errors).toEqual({
      fullName: 'required',
      phone: 'invalidPhone',
      street: 'required',
      postalCode: 'required',
      city: 'required',
      province: 'required',
    })
    const tooLong = await post({ intent: 'create', ...valid, postalCode: '1'.repeat(13) }, cookie)
    expect(tooLong.status).toBe(400)
    expect((tooLong.data as { errors: Record<string, string>; values: Record<string, string> }).errors).toEqual({ postalCode: 'tooLong' })
    expect((tooLong.data as { values: Record<string, string> }).values.street).toBe(valid.street)
    expect(await rows(userId)).toHaveLength(0)
  })

  it('refuses a postal code that is not of the province or the country, and a phone without nine digits (400, nothing written)', async () => {
    const { userId, cookie } = await createSignedInCustomer()
    const errors = async (fields: Record<string, string>) => {
      const res = await post({ intent: 'create', ...valid, ...fields }, cookie)
      expect(res.status, JSON.stringify(fields)).toBe(400)
      return (res.data as { errors: Record<string, string> }).errors
    }
    expect(await errors({ postalCode: '08001' })).toEqual({ postalCode: 'postalProvince' })
    expect(await errors({ postalCode: '2801' })).toEqual({ postalCode: 'postalFormat' })
    expect(await errors({ postalCode: '60001', province: 'Madriz' })).toEqual({ postalCode: 'postalFormat', province: 'unknownProvince' })
    expect(await errors({ postalCode: '1000001', province: 'Lisboa', country: 'Portugal' })).toEqual({ postalCode: 'postalFormat' })
    expect(await errors({ phone: '+34 (---) ---' })).toEqual({ phone: 'invalidPhone' })
    expect(await rows(userId)).toHaveLength(0)
    // Other countries by their own pattern, or free text.
    await add(cookie, { postalCode: '1000-001', city: 'Lisboa', province: 'Lisboa', country: 'Portugal' })
    await add(cookie, { postalCode: 'SW1A 1AA', city: 'London', province: 'Greater London', country: 'Reino Unido' })
    expect((await rows(userId)).map((r) => r.postalCode)).toEqual(['1000-001', 'SW1A 1AA'])
  })

  it('keeps exactly one default: the first address, the one she picks, another when it is deleted', async () => {
    const { userId, cookie } = await createSignedInCustomer()
    await add(cookie)
    const [first] = await rows(userId)
    expect(first).toMatchObject({ isDefault: true, country: 'España', phone: '+34 612 345 678' })

    const second = await add(cookie, { fullName: 'Eva Gil', street: 'Gran Vía 2' })
    expect(second.headers.get('Location')).toBe('/account/addresses?done=created')
    expect((await rows(userId)).map((r) => r.isDefault)).toEqual([true, false])

    // A third one asked to be the default takes it over.
    await add(cookie, { fullName: 'Luz Sanz', street: 'Calle Luna 3', makeDefault: 'on' })
    expect((await rows(userId)).map((r) => r.isDefault)).toEqual([false, false, true])

    const [a, b, c] = await rows(userId)
    expect((await post({ intent: 'default', addressId: b!.id }, cookie)).headers.get('Location')).toBe('/account/addresses?done=default')
    expect((await rows(userId)).map((r) => r.isDefault)).toEqual([false, true, false])

    // Deleting the default promotes her oldest remaining address.
    expect((await post({ intent: 'delete', addressId: b!.id }, cookie)).headers.get('Location')).toBe('/account/addresses?done=deleted')
    expect((await rows(userId)).map((r) => [r.id, r.isDefault])).toEqual([
      [a!.id, true],
      [c!.id, false],
    ])
    // Deleting a non-default one leaves the default alone.
    await post({ intent: 'delete', addressId: c!.id }, cookie)
    expect((await rows(userId)).map((r) => [r.id, r.isDefault])).toEqual([[a!.id, true]])
    await post({ intent: 'delete', addressId: a!.id }, cookie)
    expect(await rows(userId)).toHaveLength(0)
  })

  it('edits an address; the list shows the default first and is private', async () => {
    const { userId, cookie } = await createSignedInCustomer()
    await add(cookie)
    await add(cookie, { fullName: 'Eva Gil', street: 'Gran Vía 2' })
    const [, second] = await rows(userId)
    const edited = await post(
      { intent: 'update', addressId: second!.id, ...valid, fullName: 'Eva Gil Sanz', city: 'Alcalá', postalCode: '2800-001', country: 'Portugal', makeDefault: 'on' },
      cookie,
    )
    expect(edited.headers.get('Location')).toBe('/account/addresses?done=updated')
    const page = await load('', cookie)
    expect(page.status).toBe(200)
    expect(page.headers.get('Cache-Control')).toBe('private, no-store')
    const view = page.data as { addresses: { fullName: string; city: string; country: string; isDefault: boolean }[]; mode: string }
    expect(view.mode).toBe('list')
    expect(view.addresses.map((a) => [a.fullName, a.city, a.country, a.isDefault])).toEqual([
      ['Eva Gil Sanz', 'Alcalá', 'Portugal', true],
      ['Ana Ruiz', 'Madrid', 'España', false],
    ])
    const form = await load(`?edit=${second!.id}`, cookie)
    expect(form.data).toMatchObject({ mode: 'edit', editing: { id: second!.id, fullName: 'Eva Gil Sanz' } })
    // An invalid edit writes nothing.
    expect((await post({ intent: 'update', addressId: second!.id, ...valid, city: '' }, cookie)).status).toBe(400)
    expect((await rows(userId)).find((r) => r.id === second!.id)!.city).toBe('Alcalá')
  })

  it("answers 404 for another customer's address, whatever she tries", async () => {
    const owner = await createSignedInCustomer('duena@example.com')
    const other = await createSignedInCustomer('otra@example.com')
    await add(owner.cookie)
    const [address] = await rows(owner.userId)
    const id = address!.id
    expect((await load(`?edit=${id}`, other.cookie)).status).toBe(404)
    expect((await load(`?delete=${id}`, other.cookie)).status).toBe(404)
    expect((await load('?edit=not-a-uuid', other.cookie)).status).toBe(404)
    expect((await post({ intent: 'update', addressId: id, ...valid, fullName: 'Intrusa' }, other.cookie)).status).toBe(404)
    expect((await post({ intent: 'update', addressId: id, ...valid, city: '' }, other.cookie)).status).toBe(404)
    expect((await post({ intent: 'default', addressId: id }, other.cookie)).status).toBe(404)
    expect((await post({ intent: 'delete', addressId: id }, other.cookie)).status).toBe(404)
    expect(((await load('', other.cookie)).data as { addresses: unknown[] }).addresses).toEqual([])
    expect(await rows(owner.userId)).toMatchObject([{ id, fullName: 'Ana Ruiz', isDefault: true }])
  })

  it('refuses posts from another origin and more than 20 addresses', async () => {
    const { userId, cookie } = await createSignedInCustomer()
    expect((await post({ intent: 'create', ...valid }, cookie, 'https://evil.example')).status).toBe(403)
    for (let i = 0; i < 20; i++) await add(cookie, { street: `Calle ${i}` })
    const over = await post({ intent: 'create', ...valid }, cookie)
    expect(over.status).toBe(400)
    expect(over.data).toMatchObject({ limit: true })
    expect(await rows(userId)).toHaveLength(20)
  })

  it('orders: her page, private, empty before her first order; a page number out of range reads page 1', async () => {
    const { cookie } = await createSignedInCustomer()
    const res = await call(() => ordersLoader(routeArgs(getRequest('/account/orders', { cookie })) as never))
    expect(res.status).toBe(200)
    expect(res.headers.get('Cache-Control')).toBe('private, no-store')
    expect(res.data).toEqual({ orders: [], page: 1, pages: 1 })
    const odd = await call(() => ordersLoader(routeArgs(getRequest('/account/orders?page=-3', { cookie })) as never))
    expect(odd.data).toMatchObject({ page: 1 })
  })
})
