import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { getStoreSettings } from '#app/modules/store/settings.server.ts'
import { defaultStoreSettings } from '#app/modules/store/settings.ts'
import { toFormValues } from '#app/modules/store/settings-form.ts'
import { action as settingsAction } from '#app/routes/admin/settings.tsx'
import { loader as legalLoader } from '#app/routes/content/legal-notice.tsx'
import { loader as privacyLoader } from '#app/routes/content/privacy.tsx'
import { loader as returnPolicyLoader } from '#app/routes/content/return-policy.tsx'
import { loader as termsLoader } from '#app/routes/content/terms.tsx'
import { users } from '#db/schema/index.ts'
import { useTestDatabase } from '#tests/setup/db.ts'
import { call, formRequest, getRequest, routeArgs } from '#tests/support/requests.ts'
import { createSignedInCustomer } from '#tests/support/sign-in.ts'

/** Issue 33: the company's legal figures are store settings, filled once at /admin/settings, and every legal page reads them. */
const { db } = useTestDatabase()

async function signedInAdmin() {
  const admin = await createSignedInCustomer(`duena-${Math.random().toString(36).slice(2, 8)}@gemela.es`)
  await db().update(users).set({ role: 'admin' }).where(eq(users.id, admin.userId))
  return admin
}

const save = (cookie: string, changes: Record<string, string>) =>
  call(() => settingsAction(routeArgs(formRequest('/admin/settings', { ...toFormValues(defaultStoreSettings(), 'es'), ...changes }, { cookie })) as never))

type Figures = { legalName: string; taxId: string; registeredAddress: string; registry: string; withdrawalDays: number; recordsYears: number }
const pages = { '/legal': legalLoader, '/privacy': privacyLoader, '/terms': termsLoader, '/return-policy': returnPolicyLoader }
async function figuresOf(path: keyof typeof pages) {
  const res = await call(() => pages[path](routeArgs(getRequest(path)) as never))
  return (res.data as { figures: Figures }).figures
}

describe('legal figures in the store settings', () => {
  it('the admin form refuses a tax id whose control letter is wrong or whose shape is not one, and writes nothing', async () => {
    const admin = await signedInAdmin()
    const wrong = await save(admin.cookie, { 'legal.taxId': 'B12345675', 'legal.legalName': '', 'legal.withdrawalDays': '7' })
    expect(wrong.status).toBe(400)
    expect((wrong.data as { errors: Record<string, string> }).errors).toEqual({
      'legal.taxId': 'taxIdControl',
      'legal.legalName': 'required',
      // The law's 14 days are a floor.
      'legal.withdrawalDays': 'outOfRange',
    })
    const shape = await save(admin.cookie, { 'legal.taxId': 'ABC' })
    expect((shape.data as { errors: Record<string, string> }).errors).toEqual({ 'legal.taxId': 'taxIdFormat' })
    expect((await getStoreSettings()).legal).toEqual(defaultStoreSettings().legal)
  })

  it('a change saved once reaches every page that names the company, normalized', async () => {
    for (const path of Object.keys(pages) as (keyof typeof pages)[]) {
      expect(await figuresOf(path)).toMatchObject({ legalName: 'Gemela Atelier S.L.', taxId: 'B12345674', withdrawalDays: 14 })
    }
    const admin = await signedInAdmin()
    const res = await save(admin.cookie, {
      'legal.legalName': 'Hermanas Gemela S.L.',
      'legal.taxId': 'b-8765432-3',
      'legal.registeredAddress': 'Calle Mayor 1, 28013 Madrid',
      'legal.registry': 'Registro Mercantil de Madrid, tomo 1, hoja M-1',
      'legal.withdrawalDays': '30',
    })
    expect(res.status).toBe(200)
    expect(res.data).toMatchObject({ changed: 5 })
    for (const path of Object.keys(pages) as (keyof typeof pages)[]) {
      expect(await figuresOf(path), path).toMatchObject({
        legalName: 'Hermanas Gemela S.L.',
        taxId: 'B87654323',
        registeredAddress: 'Calle Mayor 1, 28013 Madrid',
        registry: 'Registro Mercantil de Madrid, tomo 1, hoja M-1',
        withdrawalDays: 30,
      })
    }
  })
})
