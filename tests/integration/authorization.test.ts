import { randomBytes } from 'node:crypto'
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { eq, inArray, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import routeConfig from '#app/routes.ts'
import { createAddress } from '#app/modules/addresses/addresses.server.ts'
import { shopDate } from '#app/modules/giftcards/issue.server.ts'
import { hashToken } from '#app/modules/basket/basket-cookie.server.ts'
import { createProfile } from '#app/modules/sizing/profiles.server.ts'
import { getAuth } from '#app/utils/auth.server.ts'
import { addresses, basketItems, baskets, fabrics, measurementProfiles, orders, parts, savedItems } from '#db/schema/index.ts'
import { authAccounts, sessions, users } from '#db/schema/auth.ts'
import { createFakeMeasurementFields, sampleMeasurements } from '#tests/factories/measurements.ts'
import { useTestDatabase } from '#tests/setup/db.ts'
import { call, formRequest, getRequest, routeArgs } from '#tests/support/requests.ts'
import { createSignedInCustomer } from '#tests/support/sign-in.ts'

/**
 * Issue 14, "Keep it closed": every account loader and action, walked as a visitor, as
 * another customer reaching for the first one's rows by id, and as the owner. Driven by the URL
 * table (app/routes.ts): a new account route fails here until it refuses visitors and has
 * its rows in PROBES. account-guards.test.ts keeps the cross-origin check.
 */

const { db } = useTestDatabase()
const appDir = path.resolve(import.meta.dirname, '../../app')

type Handler = (args: never) => unknown
type RouteModule = { loader?: Handler; action?: Handler }
type Result = Awaited<ReturnType<typeof call>>

// ─── The URL table ──────────────────────────────────────────────────────────────────────────────

type ConfigEntry = { file: string; path?: string; index?: boolean; children?: ConfigEntry[] }

function flatten(entries: readonly ConfigEntry[], parent = ''): { file: string; path: string }[] {
  return entries.flatMap((entry) => {
    const here = entry.path ? `${parent}/${entry.path}`.replace(/\/+/g, '/') : parent || '/'
    return [{ file: entry.file, path: here }, ...flatten(entry.children ?? [], entry.path ? here : parent)]
  })
}

const ROUTES = flatten(routeConfig as unknown as ConfigEntry[])
// The admin routes have their own walk: admin-authorization.test.ts.
const isAccount = (file: string) => file.startsWith('routes/account/')
/** Pages that are not under /account but show or change one customer's rows. */
const PERSONAL = ['routes/measurement-profiles.tsx', 'routes/cart.tsx', 'routes/resources/basket.ts', 'routes/product.tsx']
const GUARDED = ROUTES.filter((r) => isAccount(r.file) || PERSONAL.includes(r.file))

const modules = new Map<string, RouteModule>()
async function loadModule(file: string): Promise<RouteModule> {
  if (!modules.has(file)) modules.set(file, (await import(/* @vite-ignore */ path.join(appDir, file))) as RouteModule)
  return modules.get(file)!
}

/** `product/:id` + `/product/7?item=…` → `{ id: '7' }`. */
function paramsFor(pattern: string, url: string): Record<string, string> {
  const want = pattern.split('/').filter(Boolean)
  const have = new URL(url, 'http://x').pathname.split('/').filter(Boolean)
  return Object.fromEntries(want.flatMap((segment, i) => (segment.startsWith(':') ? [[segment.slice(1), have[i]!]] : [])))
}

// ─── Who is asking, and what there is to reach ──────────────────────────────────────────────────

type Actor = { cookie: string; userId: string | null; email: string | null; ownItemId: string }
type Fixture = {
  visitor: Actor
  other: Actor
  owner: Actor
  addressId: string
  profileId: string
  /** The owner's basket item (a whole design with custom measurements). */
  itemId: string
  savedId: string
  part: (slug: string) => number
}

const ANA_PASSWORD = 'ana-secreta-larga'
const address = { fullName: 'Ana Ruiz', phone: '+34 612 345 678', street: 'Calle Mayor 1', postalCode: '28013', city: 'Madrid', province: 'Madrid', country: 'España' }

async function setup(): Promise<Fixture> {
  const [fabric] = await db().select({ id: fabrics.id }).from(fabrics).where(eq(fabrics.slug, 'raya-diplomatica'))
  const allParts = await db().select({ id: parts.id, slug: parts.slug }).from(parts)
  const part = (slug: string) => allParts.find((p) => p.slug === slug)!.id
  const design = { productId: 7, fabricId: fabric!.id, parts: { sleeve: part('sleeve-long'), cuff: part('cuff-french'), collar: part('collar-spread') } }
  const addItem = async (basketId: string) => {
    const [row] = await db()
      .insert(basketItems)
      .values({
        ...design,
        basketId,
        measurements: { type: 'custom', profileName: 'De la cesta', values: { ...sampleMeasurements, contornoBusto: 93 }, method: 'custom' },
        status: 'complete',
        incompleteFields: [],
      })
      .returning({ id: basketItems.id })
    return row!.id
  }
  const customer = async () => {
    const c = await createSignedInCustomer()
    const [basket] = await db().insert(baskets).values({ userId: c.userId }).returning({ id: baskets.id })
    return { cookie: c.cookie, userId: c.userId, email: c.email, ownItemId: await addItem(basket!.id) }
  }
  const owner = await customer()
  const other = await customer()
  const token = randomBytes(32).toString('base64url')
  const [guestBasket] = await db()
    .insert(baskets)
    .values({ tokenHash: hashToken(token) })
    .returning({ id: baskets.id })
  const visitor = { cookie: `gemela_basket=${token}`, userId: null, email: null, ownItemId: await addItem(guestBasket!.id) }

  const auth = await getAuth().$context
  await auth.internalAdapter.linkAccount({ userId: owner.userId, providerId: 'credential', accountId: owner.userId, password: await auth.password.hash(ANA_PASSWORD) })
  const created = await createAddress(owner.userId, { ...address, makeDefault: false })
  const profile = await createProfile(owner.userId, { name: 'Perfil de Ana', method: 'custom', values: sampleMeasurements, notes: 'Privado' })
  const [saved] = await db()
    .insert(savedItems)
    .values({ userId: owner.userId, ...design })
    .returning({ id: savedItems.id })
  if (!created.ok || !profile.ok) throw new Error('fixture not created')
  return {
    visitor,
    other,
    owner,
    addressId: created.id,
    profileId: profile.id,
    itemId: owner.ownItemId,
    savedId: saved!.id,
    part,
  }
}

/** Everything of the owner's that any of these routes could read or change. */
async function ownerRows(userId: string) {
  const d = db()
  const basketIds = (await d.select({ id: baskets.id }).from(baskets).where(eq(baskets.userId, userId))).map((b) => b.id)
  return {
    user: await d.select().from(users).where(eq(users.id, userId)),
    credentials: await d.select({ password: authAccounts.password }).from(authAccounts).where(eq(authAccounts.userId, userId)),
    sessions: await d.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId)).orderBy(sessions.id),
    addresses: await d.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(addresses.id),
    profiles: await d.select().from(measurementProfiles).where(eq(measurementProfiles.userId, userId)).orderBy(measurementProfiles.id),
    basket: basketIds.length ? await d.select().from(basketItems).where(inArray(basketItems.basketId, basketIds)).orderBy(basketItems.id) : [],
    saved: await d.select().from(savedItems).where(eq(savedItems.userId, userId)).orderBy(savedItems.id),
  }
}

async function tableSizes() {
  const tables = { addresses, measurementProfiles, baskets, basketItems, savedItems, users, authAccounts }
  const counts: Record<string, number> = {}
  for (const [name, table] of Object.entries(tables))
    counts[name] = (
      await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(table)
    )[0]!.n
  return counts
}

// ─── The table: every loader and action, with what each of them must answer to whom ─────────

type Expect = 'login' | number | ((res: Result, f: Fixture, actor: Actor) => void | Promise<void>)
type Probe = {
  file: string
  name: string
  method: 'GET' | 'POST'
  url: (f: Fixture, actor: Actor) => string
  fields?: (f: Fixture) => Record<string, string>
  visitor: Expect
  /** Another customer: refused (404/403), or acting on her own rows only (the owner's stay unchanged). */
  other: Expect
  /** The owner. */
  owner: Expect
}

/** Status, then (for the owner) what the write did. */
const ok = (status: number, check?: (res: Result, f: Fixture, actor: Actor) => void | Promise<void>) => async (res: Result, f: Fixture, actor: Actor) => {
  expect(res.status).toBe(status)
  if (status === 302) expect(res.headers.get('Location')).not.toMatch(/^\/login/)
  await check?.(res, f, actor)
}
const json = (res: Result) => JSON.stringify(res.data)
const item = async (id: string) => (await db().select().from(basketItems).where(eq(basketItems.id, id)))[0]
const hasItem = (id: string) => (res: Result) => (res.data as { items: { id: string }[] }).items.some((i) => i.id === id)
const sizeUrl = (id: string, view = 'main') => `/product/7?item=${id}&step=measurements&view=${view}`

const PROBES: Probe[] = [
  // /account/personal-data and /account/password act on the session's own account only.
  {
    file: 'routes/account/personal-data.tsx',
    name: 'reads her data',
    method: 'GET',
    url: () => '/account/personal-data',
    visitor: 'login',
    other: ok(200, (res, _f, a) => expect((res.data as { email: string }).email).toBe(a.email)),
    owner: ok(200, (res, _f, a) => expect((res.data as { email: string }).email).toBe(a.email)),
  },
  {
    file: 'routes/account/personal-data.tsx',
    name: 'changes her name',
    method: 'POST',
    url: () => '/account/personal-data',
    fields: () => ({ firstName: 'Cambiado', lastName: 'Por Otra', locale: 'en' }),
    visitor: 'login',
    other: ok(200),
    owner: ok(200, async (_res, f) => expect((await db().select({ firstName: users.firstName }).from(users).where(eq(users.id, f.owner.userId!)))[0]!.firstName).toBe('Cambiado')),
  },
  { file: 'routes/account/password.tsx', name: 'the form', method: 'GET', url: () => '/account/password', visitor: 'login', other: 200, owner: 200 },
  {
    file: 'routes/account/password.tsx',
    name: 'changes the password with the owner’s current one',
    method: 'POST',
    url: () => '/account/password',
    fields: () => ({ currentPassword: ANA_PASSWORD, password: 'nueva-clave-larga', confirm: 'nueva-clave-larga' }),
    visitor: 'login',
    // Her own account, whose password this is not: refused, and the owner's stays.
    other: 400,
    owner: async (res, f) => {
      // 200, or post/redirect/get back to the page: either way not to sign-in, and the password changed.
      expect([200, 302]).toContain(res.status)
      expect(res.headers.get('Location') ?? '').not.toMatch(/^\/login/)
      const [row] = await db().select({ hash: authAccounts.password }).from(authAccounts).where(eq(authAccounts.userId, f.owner.userId!))
      expect(await (await getAuth().$context).password.verify({ hash: row!.hash!, password: 'nueva-clave-larga' })).toBe(true)
    },
  },
  // /account/addresses
  ...(['edit', 'delete'] as const).map((view): Probe => ({
    file: 'routes/account/addresses.tsx',
    name: `?${view}= an address`,
    method: 'GET',
    url: (f) => `/account/addresses?${view}=${f.addressId}`,
    visitor: 'login',
    other: 404,
    owner: ok(200, (res, f) => expect((res.data as Record<string, { id: string } | null>)[view === 'edit' ? 'editing' : 'deleting']?.id).toBe(f.addressId)),
  })),
  {
    file: 'routes/account/addresses.tsx',
    name: 'updates an address',
    method: 'POST',
    url: () => '/account/addresses',
    fields: (f) => ({ intent: 'update', addressId: f.addressId, ...address, street: 'Calle Robada 9' }),
    visitor: 'login',
    other: 404,
    owner: ok(302, async (_res, f) => expect((await db().select().from(addresses).where(eq(addresses.id, f.addressId)))[0]!.street).toBe('Calle Robada 9')),
  },
  {
    file: 'routes/account/addresses.tsx',
    name: 'makes an address the default',
    method: 'POST',
    url: () => '/account/addresses',
    fields: (f) => ({ intent: 'default', addressId: f.addressId }),
    visitor: 'login',
    other: 404,
    owner: ok(302),
  },
  {
    file: 'routes/account/addresses.tsx',
    name: 'deletes an address',
    method: 'POST',
    url: () => '/account/addresses',
    fields: (f) => ({ intent: 'delete', addressId: f.addressId }),
    visitor: 'login',
    other: 404,
    owner: ok(302, async (_res, f) => expect(await db().select().from(addresses).where(eq(addresses.id, f.addressId))).toEqual([])),
  },
  // /account/saved
  {
    file: 'routes/account/saved.tsx',
    name: '?remove= a saved design',
    method: 'GET',
    url: (f) => `/account/saved?remove=${f.savedId}`,
    visitor: 'login',
    other: 404,
    owner: ok(200, (res, f) => expect((res.data as { removing: { id: string } }).removing.id).toBe(f.savedId)),
  },
  ...(['move', 'remove'] as const).map((intent): Probe => ({
    file: 'routes/account/saved.tsx',
    name: `${intent}s a saved design`,
    method: 'POST',
    url: () => '/account/saved',
    fields: (f) => ({ intent, savedId: f.savedId }),
    visitor: 'login',
    other: 404,
    owner: ok(302, async (_res, f) => expect(await db().select().from(savedItems).where(eq(savedItems.id, f.savedId))).toEqual([])),
  })),
  { file: 'routes/account/orders.tsx', name: 'her orders', method: 'GET', url: () => '/account/orders', visitor: 'login', other: 200, owner: 200 },
  // Mis datos: the page, her data as JSON (the session says whose: the other customer gets her own, never the owner's), the forms.
  { file: 'routes/account/data.tsx', name: 'her data page', method: 'GET', url: () => '/account/data', visitor: 'login', other: 200, owner: 200 },
  {
    file: 'routes/account/data-export.ts',
    name: 'downloads her data',
    method: 'GET',
    url: () => '/account/data/export',
    visitor: 'login',
    other: ok(200, async (res, f) => {
      const text = await res.response!.text()
      expect(text).not.toContain(f.owner.email!)
      expect(text).not.toContain('Perfil de Ana')
    }),
    owner: ok(200, async (res, f) => {
      const text = await res.response!.text()
      expect(JSON.parse(text).account.email).toBe(f.owner.email)
      expect(text).toContain('Perfil de Ana')
    }),
  },
  {
    file: 'routes/account/data.tsx',
    name: 'deletes an account with a wrong password',
    method: 'POST',
    url: () => '/account/data',
    fields: () => ({ intent: 'delete', password: 'not-her-password' }),
    visitor: 'login',
    other: 400,
    owner: ok(400, async (_res, f) => expect((await db().select({ deletedAt: users.deletedAt }).from(users).where(eq(users.id, f.owner.userId!)))[0]!.deletedAt).toBeNull()),
  },
  { file: 'routes/account/gift.tsx', name: 'the gift page', method: 'GET', url: () => '/account/gift', visitor: 'login', other: 200, owner: 200 },
  {
    file: 'routes/account/gift.tsx',
    name: 'buys a gift card, as herself',
    method: 'POST',
    url: () => '/account/gift',
    fields: () => ({
      amount: '25',
      recipientName: 'Eva',
      recipientEmail: 'eva@example.com',
      senderName: 'Ana',
      sendOn: shopDate(),
      paymentMethod: 'transfer',
      attempt: crypto.randomUUID(),
    }),
    visitor: 'login',
    other: ok(302, async (_res, f) => expect((await db().select({ userId: orders.userId }).from(orders)).map((o) => o.userId)).not.toContain(f.owner.userId)),
    owner: ok(302, async (_res, f) => expect((await db().select({ userId: orders.userId }).from(orders)).map((o) => o.userId)).toContain(f.owner.userId)),
  },
  // /perfiles-de-medidas: visitors see a sign-in panel; the page never shows another's profile.
  ...(['edit', 'delete'] as const).map((view): Probe => ({
    file: 'routes/measurement-profiles.tsx',
    name: `?${view}= a profile`,
    method: 'GET',
    url: (f) => `/perfiles-de-medidas?${view}=${f.profileId}`,
    visitor: (res) => expect(res.data).toEqual({ signedIn: false }),
    other: ok(200, (res) => {
      expect(res.data).toMatchObject({ signedIn: true, notFound: true, editId: null, deleting: null })
      expect(json(res)).not.toContain('Perfil de Ana')
    }),
    owner: ok(200, (res) => expect(json(res)).toContain('Perfil de Ana')),
  })),
  {
    file: 'routes/measurement-profiles.tsx',
    name: 'updates a profile',
    method: 'POST',
    url: () => '/perfiles-de-medidas',
    fields: (f) => ({ intent: 'update', profileId: f.profileId, ...createFakeMeasurementFields({ name: 'Renombrado' }) }),
    visitor: 'login',
    other: 404,
    owner: ok(302, async (_res, f) => expect((await db().select().from(measurementProfiles).where(eq(measurementProfiles.id, f.profileId)))[0]!.name).toBe('Renombrado')),
  },
  {
    file: 'routes/measurement-profiles.tsx',
    name: 'deletes a profile',
    method: 'POST',
    url: () => '/perfiles-de-medidas',
    fields: (f) => ({ intent: 'delete', profileId: f.profileId }),
    visitor: 'login',
    other: 404,
    owner: ok(302, async (_res, f) => expect(await db().select().from(measurementProfiles).where(eq(measurementProfiles.id, f.profileId))).toEqual([])),
  },
  {
    file: 'routes/measurement-profiles.tsx',
    name: 'saves a basket item’s measurements as a profile',
    method: 'POST',
    url: () => '/perfiles-de-medidas',
    fields: (f) => ({ intent: 'saveFromBasket', itemId: f.itemId }),
    visitor: 'login',
    other: 404,
    owner: ok(302, async (_res, f) => expect(await db().select().from(measurementProfiles).where(eq(measurementProfiles.userId, f.owner.userId!))).toHaveLength(2)),
  },
  // /cart and /resources/basket: a visitor has her own guest basket; nobody reaches another's item.
  {
    file: 'routes/cart.tsx',
    name: '?remove= a basket item',
    method: 'GET',
    url: (f) => `/cart?remove=${f.itemId}`,
    visitor: (res, f) => expect([(res.data as { removing: unknown }).removing, hasItem(f.itemId)(res)]).toEqual([null, false]),
    other: (res, f) => expect([(res.data as { removing: unknown }).removing, hasItem(f.itemId)(res)]).toEqual([null, false]),
    owner: ok(200, (res, f) => expect((res.data as { removing: string }).removing).toBe(f.itemId)),
  },
  {
    file: 'routes/cart.tsx',
    name: 'deletes a basket item',
    method: 'POST',
    url: () => '/cart',
    fields: (f) => ({ intent: 'delete', itemId: f.itemId }),
    visitor: 404,
    other: 404,
    owner: ok(302, async (_res, f) => expect(await item(f.itemId)).toBeUndefined()),
  },
  {
    file: 'routes/cart.tsx',
    name: 'saves a basket item for later',
    method: 'POST',
    url: () => '/cart',
    fields: (f) => ({ intent: 'save', itemId: f.itemId }),
    visitor: 'login',
    other: 404,
    owner: ok(302, async (_res, f) => expect(await item(f.itemId)).toBeUndefined()),
  },
  {
    file: 'routes/resources/basket.ts',
    name: 'the basket as data',
    method: 'GET',
    url: () => '/resources/basket',
    visitor: (res, f, a) => expect([hasItem(f.itemId)(res), hasItem(a.ownItemId)(res)]).toEqual([false, true]),
    other: (res, f, a) => expect([hasItem(f.itemId)(res), hasItem(a.ownItemId)(res)]).toEqual([false, true]),
    owner: ok(200, (res, f) => expect(hasItem(f.itemId)(res)).toBe(true)),
  },
  {
    file: 'routes/resources/basket.ts',
    name: 'deletes a basket item',
    method: 'POST',
    url: () => '/resources/basket',
    fields: (f) => ({ intent: 'delete', itemId: f.itemId }),
    visitor: 404,
    other: 404,
    owner: ok(200, async (_res, f) => expect(await item(f.itemId)).toBeUndefined()),
  },
  {
    file: 'routes/resources/basket.ts',
    name: 'saves a basket item for later',
    method: 'POST',
    url: () => '/resources/basket',
    fields: (f) => ({ intent: 'save', itemId: f.itemId }),
    visitor: 401,
    other: 404,
    owner: ok(200, async (_res, f) => expect(await db().select().from(savedItems).where(eq(savedItems.userId, f.owner.userId!))).toHaveLength(2)),
  },
  // /product/:id with ?item=: the design steps and the size steps of one basket item.
  ...(['summary', 'measurements'] as const).map((step): Probe => ({
    file: 'routes/product.tsx',
    name: `shows the item at step=${step}`,
    method: 'GET',
    url: (f) => `/product/7?item=${f.itemId}&step=${step}`,
    visitor: 404,
    other: 404,
    owner: ok(200, (res, f) => expect((res.data as { item: { id: string } }).item.id).toBe(f.itemId)),
  })),
  {
    file: 'routes/product.tsx',
    name: 'changes a design choice',
    method: 'POST',
    url: (f) => `/product/7?item=${f.itemId}&step=2`,
    fields: (f) => ({ type: 'sleeve', choose: String(f.part('sleeve-short')) }),
    visitor: 404,
    other: 404,
    owner: ok(302, async (_res, f) => expect((await item(f.itemId))!.parts.sleeve).toBe(f.part('sleeve-short'))),
  },
  ...(
    [
      ['standard', { intent: 'standard', size: 'M', neckUnit: 'cm', neck: '38' }, { type: 'standard', size: 'M' }],
      ['custom', { intent: 'custom', method: 'custom', ...createFakeMeasurementFields({ name: 'Otra' }) }, { type: 'custom', profileName: 'Otra' }],
      ['reset', { intent: 'reset' }, null],
    ] as const
  ).map(([intent, fields, stored]): Probe => ({
    file: 'routes/product.tsx',
    name: `size step: ${intent}`,
    method: 'POST',
    url: (f) => sizeUrl(f.itemId),
    fields: () => ({ ...fields }),
    visitor: 404,
    other: 404,
    owner: ok(302, async (_res, f) => {
      const row = (await item(f.itemId))!
      if (stored) expect(row.measurements).toMatchObject(stored)
      else expect(row.measurements).toBeNull()
    }),
  })),
  {
    file: 'routes/product.tsx',
    name: 'size step: the owner’s profile on the owner’s item',
    method: 'POST',
    url: (f) => sizeUrl(f.itemId),
    fields: (f) => ({ intent: 'useProfile', profileId: f.profileId }),
    visitor: 404,
    other: 404,
    owner: ok(302, async (_res, f) => expect((await item(f.itemId))!.measurements).toMatchObject({ profileName: 'Perfil de Ana' })),
  },
  {
    file: 'routes/product.tsx',
    name: 'size step: the owner’s profile on one’s own item',
    method: 'POST',
    url: (f, a) => sizeUrl(a.ownItemId),
    fields: (f) => ({ intent: 'useProfile', profileId: f.profileId }),
    // Profiles are for accounts; another account's profile is not there.
    visitor: 403,
    other: 404,
    owner: ok(302),
  },
]

// ─── Running a row ──────────────────────────────────────────────────────────────────────────────

async function run(probe: Pick<Probe, 'file' | 'method' | 'url' | 'fields'>, f: Fixture, actor: Actor) {
  const route = ROUTES.find((r) => r.file === probe.file)
  if (!route) throw new Error(`${probe.file} is not in app/routes.ts`)
  const mod = await loadModule(probe.file)
  const url = probe.url(f, actor)
  const handler = probe.method === 'GET' ? mod.loader : mod.action
  if (!handler) throw new Error(`${probe.file} has no ${probe.method === 'GET' ? 'loader' : 'action'}`)
  const request = probe.method === 'GET' ? getRequest(url, { cookie: actor.cookie }) : formRequest(url, probe.fields?.(f) ?? {}, { cookie: actor.cookie })
  return { url, res: await call(() => handler(routeArgs(request, paramsFor(route.path, url)) as never)) }
}

async function check(expected: Expect, res: Result, url: string, f: Fixture, actor: Actor) {
  if (expected === 'login') {
    expect(res.status).toBe(302)
    expect(res.headers.get('Location')).toBe(`/login?redirectTo=${encodeURIComponent(url)}`)
  } else if (typeof expected === 'number') {
    expect(res.status).toBe(expected)
  } else {
    await expected(res, f, actor)
  }
}

const label = (p: Probe) => `${p.method} ${p.file}: ${p.name}`

describe('authorization of every account route', () => {
  it('the table covers every account route, each loader and each action', async () => {
    // Every route file under app/routes/account is in the URL table…
    const onDisk = ['account'].flatMap((dir) =>
      readdirSync(path.join(appDir, 'routes', dir))
        .filter((name) => /\.tsx?$/.test(name) && !/\.(test|server)\.tsx?$/.test(name))
        .map((name) => `routes/${dir}/${name}`),
    )
    expect(onDisk.length).toBeGreaterThan(0)
    for (const file of onDisk)
      expect(
        ROUTES.map((r) => r.file),
        `${file} is not in app/routes.ts`,
      ).toContain(file)
    // …and every one of them (and the personal pages) has rows here for its loader and action.
    for (const { file } of GUARDED) {
      const mod = await loadModule(file)
      for (const [method, handler] of [
        ['GET', mod.loader],
        ['POST', mod.action],
      ] as const) {
        if (handler)
          expect(
            PROBES.some((p) => p.file === file && p.method === method),
            `${method} ${file} has no row in PROBES`,
          ).toBe(true)
      }
    }
  })

  it('a visitor is sent to sign in by every account loader and action, from the URL table alone', async () => {
    const f = await setup()
    const before = await tableSizes()
    let checked = 0
    for (const { file, path: routePath } of ROUTES.filter((r) => isAccount(r.file))) {
      const mod = await loadModule(file)
      for (const method of ['GET', 'POST'] as const) {
        if (!(method === 'GET' ? mod.loader : mod.action)) continue
        const probe = { file, method, url: () => routePath, fields: () => ({ intent: 'delete', id: f.addressId, addressId: f.addressId, savedId: f.savedId }) }
        const { url, res } = await run(probe, f, f.visitor)
        await check('login', res, url, f, f.visitor).catch((error: Error) => {
          throw new Error(`${method} ${file} as a visitor: ${error.message}`)
        })
        checked++
      }
    }
    expect(checked).toBeGreaterThanOrEqual(11)
    expect(await tableSizes()).toEqual(before)
  })

  it('a visitor gets nothing of a customer’s by id, from any row of the table, and changes nothing', async () => {
    const f = await setup()
    const before = { rows: await ownerRows(f.owner.userId!), sizes: await tableSizes() }
    for (const probe of PROBES) {
      const { url, res } = await run(probe, f, f.visitor)
      await check(probe.visitor, res, url, f, f.visitor).catch((error: Error) => {
        throw new Error(`${label(probe)} as a visitor: ${error.message}`)
      })
      expect(await ownerRows(f.owner.userId!), `${label(probe)} as a visitor changed the owner's rows`).toEqual(before.rows)
    }
    expect(await tableSizes()).toEqual(before.sizes)
  })

  it('another customer gets 404/403 for the owner’s rows by id, and the owner’s rows do not change', async () => {
    const f = await setup()
    const before = await ownerRows(f.owner.userId!)
    for (const probe of PROBES) {
      const { url, res } = await run(probe, f, f.other)
      await check(probe.other, res, url, f, f.other).catch((error: Error) => {
        throw new Error(`${label(probe)} as another customer: ${error.message}`)
      })
      expect(await ownerRows(f.owner.userId!), `${label(probe)} as another customer changed the owner's rows`).toEqual(before)
    }
  })

  it.each(PROBES.map((p) => [label(p), p] as const))('the owner: %s', async (_name, probe) => {
    const f = await setup()
    const actor = f.owner
    const { url, res } = await run(probe, f, actor)
    await check(probe.owner, res, url, f, actor)
  })
})
