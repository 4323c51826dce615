import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { computeAuditChanges } from '#app/modules/admin/audit-diff.ts'
import { AUDIT_PAGE_SIZE, listAuditEntries, recordAudit } from '#app/modules/admin/audit.server.ts'
import { getStoreSettings } from '#app/modules/store/settings.server.ts'
import { defaultStoreSettings } from '#app/modules/store/settings.ts'
import { toFormValues } from '#app/modules/store/settings-form.ts'
import { action as settingsAction, loader as settingsLoader } from '#app/routes/admin/settings.tsx'
import { loader as auditLoader } from '#app/routes/admin/audit.tsx'
import { loader as shippingPolicyLoader } from '#app/routes/content/shipping-policy.tsx'
import { getDb } from '#app/utils/db.server.ts'
import { auditLog, storeSettings, users } from '#db/schema/index.ts'
import { useTestDatabase } from '#tests/setup/db.ts'
import { checkoutJourney } from '#tests/support/checkout-journey.ts'
import { call, formRequest, getRequest, routeArgs } from '#tests/support/requests.ts'
import { createSignedInCustomer } from '#tests/support/sign-in.ts'

/** Issue 17, store settings: /admin/settings validates, writes with its audit row, and the shop follows at once. */

const { db } = useTestDatabase()
const journey = checkoutJourney(db)

async function signedInAdmin() {
  const admin = await createSignedInCustomer(`duena-${Math.random().toString(36).slice(2, 8)}@gemela.es`)
  await db().update(users).set({ role: 'admin' }).where(eq(users.id, admin.userId))
  return admin
}

const save = (cookie: string, changes: Record<string, string>) =>
  call(() => settingsAction(routeArgs(formRequest('/admin/settings', { ...toFormValues(defaultStoreSettings(), 'es'), ...changes }, { cookie })) as never))

async function stored() {
  const [row] = await db().select({ data: storeSettings.data, updatedAt: storeSettings.updatedAt }).from(storeSettings)
  return row!
}
const auditRows = () => db().select().from(auditLog).orderBy(auditLog.id)

describe('/admin/settings', () => {
  it('shows the stored figures, money in euros', async () => {
    const admin = await signedInAdmin()
    const res = await call(() => settingsLoader(routeArgs(getRequest('/admin/settings', { cookie: admin.cookie })) as never))
    expect(res.status).toBe(200)
    const { values, weekdays } = res.data as { values: Record<string, string>; weekdays: { value: number; label: string }[] }
    expect(values['shipping.freeFromCents']).toBe('50,00')
    expect(values['bank.iban']).toBe('ES91 2100 0418 4502 0005 1332')
    expect(weekdays[0]).toEqual({ value: 1, label: 'lunes' })
  })

  it('bad input: 400 with a code per field and the typed values, nothing written, no audit row', async () => {
    const admin = await signedInAdmin()
    const before = await stored()
    const res = await save(admin.cookie, {
      'shipping.freeFromCents': '49,999',
      'production.basicDays.min': '12',
      'production.basicDays.max': '9',
      'bank.iban': 'ES00 1234',
      'contact.email': 'hola',
      socialUrl: 'http://instagram.com/gemela',
      storeName: '',
    })
    expect(res.status).toBe(400)
    const body = res.data as { errors: Record<string, string>; values: Record<string, string> }
    expect(body.errors).toEqual({
      'shipping.freeFromCents': 'invalidMoney',
      'production.basicDays.max': 'maxBelowMin',
      'bank.iban': 'invalidIban',
      'contact.email': 'invalidEmail',
      socialUrl: 'invalidUrl',
      storeName: 'required',
    })
    expect(body.values['shipping.freeFromCents']).toBe('49,999')
    expect(body.values['shipping.expressPriceCents']).toBe('9,95')
    expect(await stored()).toEqual(before)
    expect(await auditRows()).toEqual([])
  })

  it('a good save: the settings and one audit row with before and after, in one transaction; the shop and the checkout follow at once', async () => {
    const admin = await signedInAdmin()
    // A guest on the checkout page: her shirt costs more than 50 €, so standard shipping is free today.
    const { cookie } = await journey.guestWithShirt()
    await journey.submit(cookie, journey.details)
    const shippingStep = async () =>
      (await call(() => journey.checkoutLoader(routeArgs(getRequest('/checkout', { cookie })) as never))).data as {
        methods: { method: string; priceCents: number }[]
        freeFromCents: number
      }
    const standard = (step: Awaited<ReturnType<typeof shippingStep>>) => step.methods.find((m) => m.method === 'standard')!.priceCents
    const first = await shippingStep()
    expect([first.freeFromCents, standard(first)]).toEqual([5000, 0])
    // The shop has the figures cached in this process.
    expect((await getStoreSettings()).shipping.freeFromCents).toBe(5000)

    const res = await save(admin.cookie, { 'shipping.freeFromCents': '500', 'production.basicDays.max': '12' })
    expect(res.status).toBe(200)
    expect(res.data).toMatchObject({ changed: 2, errors: {} })

    const now = (await stored()).data as ReturnType<typeof defaultStoreSettings>
    expect(now.shipping.freeFromCents).toBe(50_000)
    expect(now.production.basicDays).toEqual({ min: 7, max: 12 })
    const [entry, ...more] = await auditRows()
    expect(more).toEqual([])
    expect(entry).toMatchObject({ actorId: admin.userId, actorEmail: admin.email, action: 'settings.update', entityType: 'store_settings', entityId: '1' })
    // (jsonb keeps its own key order: compare by path)
    expect(computeAuditChanges(entry!.before, entry!.after).sort((a, b) => a.path.localeCompare(b.path))).toEqual([
      { path: 'production.basicDays.max', before: 10, after: 12 },
      { path: 'shipping.freeFromCents', before: 5000, after: 50_000 },
    ])

    // At once, not after the cache's few seconds: the settings, the checkout's shipping price, the policy page.
    expect((await getStoreSettings()).shipping.freeFromCents).toBe(50_000)
    const after = await shippingStep()
    expect([after.freeFromCents, standard(after)]).toEqual([50_000, 495])
    const policy = await call(() => shippingPolicyLoader(routeArgs(getRequest('/shipping-policy')) as never))
    expect((policy.data as { figures: { freeFrom: string } }).figures.freeFrom).toBe('500\u00a0€')

    // The log shows it, newest first, as a readable change.
    const log = await call(() => auditLoader(routeArgs(getRequest('/admin/audit', { cookie: admin.cookie })) as never))
    const { entries } = log.data as { entries: { actorEmail: string; action: string; changes: { path: string }[]; when: string }[] }
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({ actorEmail: admin.email, action: 'settings.update' })
    // In the form's order (shipping before making), whatever order jsonb keeps.
    expect(entries[0]!.changes.map((c) => c.path)).toEqual(['shipping.freeFromCents', 'production.basicDays.max'])
  })

  it('a save that changes nothing writes nothing', async () => {
    const admin = await signedInAdmin()
    const before = await stored()
    const res = await save(admin.cookie, { 'shipping.freeFromCents': '50' })
    expect(res.status).toBe(200)
    expect(res.data).toMatchObject({ changed: 0 })
    expect(await stored()).toEqual(before)
    expect(await auditRows()).toEqual([])
  })

  it('the audit row joins the change’s transaction: a rolled-back change leaves no entry', async () => {
    const admin = await signedInAdmin()
    const entry = { actor: { id: admin.userId, email: admin.email }, action: 'settings.update', entityType: 'store_settings', entityId: '1', before: { a: 1 }, after: { a: 2 } }
    await expect(
      getDb().transaction(async (tx) => {
        await recordAudit(entry, tx)
        throw new Error('the change failed')
      }),
    ).rejects.toThrow('the change failed')
    expect(await auditRows()).toEqual([])
    await recordAudit(entry)
    expect(await auditRows()).toHaveLength(1)
  })

  it('the log pages by 50 on the server, newest first, both ways', async () => {
    const admin = await signedInAdmin()
    const total = 2 * AUDIT_PAGE_SIZE + 7
    // Many entries written in one statement share one timestamp: the id breaks the tie.
    await db().execute(
      sql`insert into audit_log (actor_id, actor_email, action, entity_type, entity_id, at) select ${admin.userId}, ${admin.email}, 'settings.update', 'store_settings', '1', now() - (g % 3) * interval '1 minute' from generate_series(1, ${total}) g`,
    )
    const all = (await db().select({ id: auditLog.id, at: auditLog.at }).from(auditLog)).sort((a, b) => b.at.getTime() - a.at.getTime() || b.id - a.id).map((r) => r.id)

    const first = await listAuditEntries()
    expect(first.entries.map((e) => e.id)).toEqual(all.slice(0, 50))
    expect(first.newer).toBeNull()
    const second = await listAuditEntries({ before: first.older! })
    expect(second.entries.map((e) => e.id)).toEqual(all.slice(50, 100))
    const third = await listAuditEntries({ before: second.older! })
    expect(third.entries.map((e) => e.id)).toEqual(all.slice(100))
    expect(third.older).toBeNull()
    // Back again.
    const back = await listAuditEntries({ after: third.newer! })
    expect(back.entries.map((e) => e.id)).toEqual(all.slice(50, 100))
    expect((await listAuditEntries({ after: back.newer! })).entries.map((e) => e.id)).toEqual(all.slice(0, 50))

    // The page itself: the first 50, and a link to the older ones.
    const page = await call(() => auditLoader(routeArgs(getRequest('/admin/audit', { cookie: admin.cookie })) as never))
    expect((page.data as { entries: unknown[]; older: number }).entries).toHaveLength(50)
    expect((page.data as { older: number }).older).toBe(first.older)
    // A cursor that is not an entry: back to the newest page.
    const stale = await call(() => auditLoader(routeArgs(getRequest('/admin/audit?before=999999', { cookie: admin.cookie })) as never))
    expect([stale.status, stale.headers.get('Location')]).toEqual([302, '/admin/audit'])
  })
})
