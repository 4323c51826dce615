import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { action as customizerAction, loader as customizerLoader } from '#app/routes/product.tsx'
import { loader as basketLoader } from '#app/routes/resources/basket.ts'
import { action as profilesAction, loader as profilesLoader } from '#app/routes/measurement-profiles.tsx'
import { MEASUREMENT_FIELDS } from '#app/modules/sizing/fields.ts'
import { createProfile, deleteProfile, getProfile, listProfiles, updateProfile } from '#app/modules/sizing/profiles.server.ts'
import { cmToIn } from '#app/modules/sizing/units.ts'
import { basketItems, fabrics } from '#db/schema/index.ts'
import { createFakeMeasurementFields, sampleMeasurements } from '#tests/factories/measurements.ts'
import { useTestDatabase } from '#tests/setup/db.ts'
import { call, cookieFrom, formRequest, getRequest, routeArgs } from '#tests/support/requests.ts'

const { db } = useTestDatabase()

async function post(productId: number, query: string, fields: Record<string, string>, cookie = '') {
  const request = formRequest(`/product/${productId}${query}`, fields, { cookie })
  const result = await call(() => customizerAction(routeArgs(request, { id: String(productId) }) as never))
  return { ...result, cookie: result.response ? cookieFrom(result.response, cookie) : cookie, location: result.headers.get('Location') }
}

async function load(productId: number, query: string, cookie: string) {
  return call(() => customizerLoader(routeArgs(getRequest(`/product/${productId}${query}`, { cookie }), { id: String(productId) }) as never))
}

/** A whole design (first fabric and parts), at its summary: what the size screens start from. */
async function designedItem(productId = 7) {
  const [fabric] = await db().select({ id: fabrics.id }).from(fabrics).where(eq(fabrics.slug, 'raya-diplomatica'))
  const first = await post(productId, '?step=1', { type: 'fabric', intent: 'continue', selected: String(fabric!.id) })
  const itemId = new URL(first.location!, 'http://x').searchParams.get('item')!
  let location = first.location!
  while (!location.includes('step=summary')) {
    const page = await load(productId, location.slice(location.indexOf('?')), first.cookie)
    const data = page.data as { step: { type: string }; selection: Record<string, number> }
    const next = await post(
      productId,
      location.slice(location.indexOf('?')),
      { type: data.step.type, intent: 'continue', selected: String(data.selection[data.step.type]) },
      first.cookie,
    )
    location = next.location!
  }
  const size = `?item=${itemId}&step=measurements`
  return { itemId, cookie: first.cookie, size }
}

async function item(itemId: string) {
  const [row] = await db().select().from(basketItems).where(eq(basketItems.id, itemId))
  return row!
}

async function basketStatus(cookie: string) {
  const result = await call(() => basketLoader(routeArgs(getRequest('/resources/basket', { cookie })) as never))
  return (result.data as { items: { status: string; incompleteFields: string[] }[] }).items[0]!
}

describe('size screens', () => {
  it("'Continuar con pedido' opens the main choice; visitors are offered sign-in", async () => {
    const { itemId, cookie } = await designedItem()
    const next = await post(7, `?item=${itemId}&step=summary`, { intent: 'continueOrder' }, cookie)
    expect(next.status).toBe(302)
    expect(next.location).toBe(`/product/7?item=${itemId}&step=measurements`)
    const page = await load(7, `?item=${itemId}&step=measurements`, cookie)
    expect(page.data).toMatchObject({ step: { kind: 'measurements' }, size: { view: 'main', signedIn: false, needsNeck: true, profiles: [] } })
    expect((page.data as { size: { loginHref: string } }).size.loginHref).toBe(`/login?redirectTo=${encodeURIComponent(`/product/7?item=${itemId}&step=measurements`)}`)
  })

  it('stores the standard size chosen, with the neck size, and the item becomes complete', async () => {
    const { itemId, cookie, size } = await designedItem()
    expect(await basketStatus(cookie)).toMatchObject({ status: 'incomplete', incompleteFields: ['measurements'] })
    const saved = await post(7, `${size}&view=standard`, { intent: 'standard', size: 'L', neckUnit: 'in', neck: '15.75' }, cookie)
    // Straight to her basket (issue 32 item 5): no personal-data screen, nothing stored but the size.
    expect(saved.location).toBe('/cart')
    expect((await item(itemId)).measurements).toEqual({ type: 'standard', size: 'L', neck: { unit: 'in', value: '15.75' } })
    expect(await item(itemId)).not.toHaveProperty('personalData')
    expect(await basketStatus(cookie)).toMatchObject({ status: 'complete', incompleteFields: [] })

    const summary = await load(7, size, cookie)
    expect(summary.data).toMatchObject({ size: { view: 'done', measurements: { type: 'standard', size: 'L' } } })
  })

  it('a round-neck T-shirt asks no collar size (issue 34 item 4): a letter alone is her size', async () => {
    const { itemId, cookie, size } = await designedItem(8)
    const page = (await load(8, `${size}&view=standard`, cookie)).data as { selection: { collar: number }; parts: { id: number; slug: string }[]; size: unknown }
    expect(page.parts.find((p) => p.id === page.selection.collar)?.slug).toBe('collar-round')
    expect(page.size).toMatchObject({ view: 'standard', needsNeck: false })
    const saved = await post(8, size, { intent: 'standard', size: 'S' }, cookie)
    expect(saved.location).toBe('/cart')
    expect((await item(itemId)).measurements).toEqual({ type: 'standard', size: 'S' })
  })

  it('the measurement form shows first the fields her garment uses: trousers no neck or wrist, a skirt its waist, hips and length', async () => {
    type Fields = { size: { garmentFields: { used: string[]; others: string[] } } }
    const trousers = await designedItem(10)
    const form = (await load(10, `${trousers.size}&view=form`, trousers.cookie)).data as Fields
    expect(form.size.garmentFields.used).not.toContain('contornoCuello')
    expect(form.size.garmentFields.others).toEqual(expect.arrayContaining(['contornoCuello', 'contornoMuneca']))
    const skirt = await designedItem(13)
    const review = (await load(13, `${skirt.size}&view=review&altura=165&peso=60`, skirt.cookie)).data as Fields
    expect(review.size.garmentFields.used).toEqual(['contornoCintura', 'contornoCadera', 'alturaCadera', 'largoPiernaExterior', 'largoPiernaInterior'])
    expect(review.size.garmentFields.others).toHaveLength(17)
  })

  it('trousers take a letter and the inseam (issue 18 item 8), no neck; a bad inseam is refused with 400, writing nothing', async () => {
    const { itemId, cookie, size } = await designedItem(10)
    expect((await load(10, `${size}&view=standard`, cookie)).data).toMatchObject({ size: { view: 'standard', needsNeck: false, needsInseam: true } })
    for (const [inseam, code] of [
      ['', 'inseamRequired'],
      ['setenta', 'inseamNumber'],
      ['780', 'inseamRange'],
    ] as const) {
      const refused = await post(10, size, { intent: 'standard', size: 'S', inseam }, cookie)
      expect(refused.status).toBe(400)
      expect((refused.data as { size: { errors: Record<string, string> } }).size.errors).toEqual({ inseam: code })
    }
    expect((await item(itemId)).measurements).toBeNull()
    await post(10, size, { intent: 'standard', size: 'S', neck: '38', inseam: '78,5' }, cookie)
    expect((await item(itemId)).measurements).toEqual({ type: 'standard', size: 'S', inseamCm: 78.5 })
    // Shown again as she typed it when she comes back to the standard sizes.
    expect((await load(10, `${size}&view=standard`, cookie)).data).toMatchObject({ size: { initial: { size: 'S', inseam: '78,5' } } })
  })

  it('refuses a missing letter or a neck size of the other unit with 400, writing nothing', async () => {
    const { itemId, cookie, size } = await designedItem()
    for (const [fields, errors] of [
      [{ intent: 'standard', neckUnit: 'cm', neck: '38' }, { size: 'chooseSize' }],
      [{ intent: 'standard', size: 'M', neckUnit: 'in', neck: '38' }, { neck: 'chooseNeck' }],
      [
        { intent: 'standard', size: 'XXL', neckUnit: 'cm' },
        { size: 'chooseSize', neck: 'chooseNeck' },
      ],
    ] as const) {
      const result = await post(7, size, fields, cookie)
      expect(result.status, JSON.stringify(fields)).toBe(400)
      expect((result.data as { size: { errors: unknown } }).size.errors).toEqual(errors)
    }
    expect((await item(itemId)).measurements).toBeNull()
  })

  it('stores a snapshot of custom measurements in cm, converted exactly from inches', async () => {
    const { itemId, cookie, size } = await designedItem()
    const saved = await post(
      7,
      `${size}&view=form`,
      { intent: 'custom', method: 'custom', ...createFakeMeasurementFields({ name: 'Mis medidas', contornoBusto: '90,5', notes: 'Hombro derecho algo más bajo' }) },
      cookie,
    )
    expect(saved.location).toBe('/cart')
    expect((await item(itemId)).measurements).toEqual({
      type: 'custom',
      profileName: 'Mis medidas',
      method: 'custom',
      notes: 'Hombro derecho algo más bajo',
      values: { ...sampleMeasurements, contornoBusto: 90.5 },
    })
    expect(await basketStatus(cookie)).toMatchObject({ status: 'complete' })

    const inches = Object.fromEntries(MEASUREMENT_FIELDS.map((f) => [f, String(cmToIn(sampleMeasurements[f] + 0.7)).replace('.', ',')]))
    await post(7, size, { intent: 'custom', ...createFakeMeasurementFields({ unit: 'in', ...inches }) }, cookie)
    const values = ((await item(itemId)).measurements as { values: Record<string, number> }).values
    for (const f of MEASUREMENT_FIELDS) expect(values[f], f).toBe(Math.round((sampleMeasurements[f] + 0.7) * 10) / 10)
  })

  it('answers 400 with messages for a missing or non-numeric field and a long name, writing nothing', async () => {
    const { itemId, cookie, size } = await designedItem()
    const missing = createFakeMeasurementFields({ name: '', contornoCadera: 'noventa' })
    delete missing.largoBrazo
    const result = await post(7, size, { intent: 'custom', ...missing }, cookie)
    expect(result.status).toBe(400)
    expect((result.data as { size: unknown }).size).toMatchObject({
      form: 'measurements',
      errors: { name: 'required', fields: { contornoCadera: 'notNumber', largoBrazo: 'required' } },
      toasts: ['name', 'missing'],
      missing: ['contornoCadera', 'largoBrazo'],
    })
    const long = await post(7, size, { intent: 'custom', ...createFakeMeasurementFields({ name: 'x'.repeat(101) }) }, cookie)
    expect(long.status).toBe(400)
    expect((long.data as { size: { errors: { name: string } } }).size.errors.name).toBe('tooLong')
    expect((await item(itemId)).measurements).toBeNull()
  })

  it('asks to confirm out-of-range values and saves them once confirmed', async () => {
    const { itemId, cookie, size } = await designedItem()
    const fields = { intent: 'custom', ...createFakeMeasurementFields({ contornoCuello: '52' }) }
    const asked = await post(7, size, fields, cookie)
    expect(asked.status).toBe(200)
    expect((asked.data as { size: { needsConfirmation: string[] } }).size.needsConfirmation).toEqual(['contornoCuello'])
    expect((await item(itemId)).measurements).toBeNull()
    const recheck = await post(7, size, { ...fields, confirmed: '0' }, cookie)
    expect((recheck.data as { size: { needsConfirmation: string[] } }).size.needsConfirmation).toEqual([])
    expect((await item(itemId)).measurements).toBeNull()
    const confirmed = await post(7, size, { ...fields, confirmed: '1' }, cookie)
    expect(confirmed.status).toBe(302)
    expect((await item(itemId)).measurements).toMatchObject({ values: { contornoCuello: 52 } })
  })

  it('estimates 21 fields with their ranges for review, asks for the waist, and refuses bad inputs', async () => {
    const { itemId, cookie, size } = await designedItem()
    const bad = await post(7, size, { intent: 'estimate', altura: '', peso: 'mucho' }, cookie)
    expect(bad.status).toBe(400)
    expect((bad.data as { size: { errors: Record<string, { code: string }> } }).size.errors).toMatchObject({ altura: { code: 'required' }, peso: { code: 'notNumber' } })

    const ok = await post(7, size, { intent: 'estimate', altura: '168', peso: '61,5', edad: '34', busto: '', abdomen: '', cadera: '99' }, cookie)
    expect(ok.location).toBe(`/product/7?item=${itemId}&step=measurements&view=review&altura=168&peso=61%2C5&edad=34&cadera=99`)
    const review = await load(7, ok.location!.slice(ok.location!.indexOf('?')), cookie)
    type Initial = { method: string; values: Record<string, number>; ranges: Record<string, { p10: number; p90: number }>; asked: string[] }
    const data = (review.data as { size: { view: string; initial: Initial } }).size
    expect(data.view).toBe('review')
    expect(data.initial.method).toBe('estimated')
    // The natural waist is not in the survey: she measures it (decision 003).
    const estimated = MEASUREMENT_FIELDS.filter((f) => f !== 'contornoCintura')
    expect(Object.keys(data.initial.values)).toEqual(estimated)
    expect(data.initial.asked).toEqual(['contornoCintura'])
    expect(data.initial.values.alturaTotal).toBe(168)
    expect(data.initial.values.contornoCadera).toBe(99)
    for (const f of estimated) expect(data.initial.ranges[f]!.p10, f).toBeLessThanOrEqual(data.initial.values[f]!)

    // The reviewed values, with her measured waist, are saved as an estimated profile snapshot.
    const values = { ...Object.fromEntries(estimated.map((f) => [f, String(data.initial.values[f])])), contornoCintura: '70' }
    const inputs = { altura: '168', peso: '61,5', edad: '34', busto: '', abdomen: '', cadera: '99' }
    const saved = await post(7, size, { intent: 'custom', method: 'estimated', name: 'Mi perfil estimado', unit: 'cm', ...values, ...inputs, confirmed: '1' }, cookie)
    expect(saved.status).toBe(302)
    expect((await item(itemId)).measurements).toMatchObject({
      type: 'custom',
      method: 'estimated',
      profileName: 'Mi perfil estimado',
      values: { alturaTotal: 168, contornoCintura: 70 },
    })
    expect(saved.location).toBe('/cart')
  })

  it('a personal-data post is no size form any more: refused, nothing stored', async () => {
    const { itemId, cookie, size } = await designedItem()
    const result = await post(7, size, { intent: 'personal', nombre: 'Lucía', apellidos: 'Martín', email: 'lucia@example.com', lenguaje: 'es' }, cookie)
    expect(result.status).toBe(400)
    expect(await item(itemId)).not.toHaveProperty('personalData')
    expect((await item(itemId)).measurements).toBeNull()
  })

  it("'Cambiar selección' resets the size and the item is incomplete again", async () => {
    const { itemId, cookie, size } = await designedItem()
    await post(7, size, { intent: 'standard', size: 'M', neckUnit: 'cm', neck: '38' }, cookie)
    const reset = await post(7, `${size}&view=done`, { intent: 'reset' }, cookie)
    expect(reset.location).toBe(`/product/7?item=${itemId}&step=measurements&view=main`)
    expect((await item(itemId)).measurements).toBeNull()
    expect(await basketStatus(cookie)).toMatchObject({ status: 'incomplete', incompleteFields: ['measurements'] })
  })

  it("refuses another basket's item with 404 on every size form, and a visitor's profile pick with 403", async () => {
    const mine = await designedItem()
    const other = await designedItem(1)
    const forms: Record<string, string>[] = [
      { intent: 'standard', size: 'M', neckUnit: 'cm', neck: '38' },
      { intent: 'custom', ...createFakeMeasurementFields() },
      { intent: 'reset' },
    ]
    for (const fields of forms) {
      const result = await post(7, mine.size, fields, other.cookie)
      expect(result.status, fields.intent).toBe(404)
    }
    expect((await load(7, mine.size, other.cookie)).status).toBe(404)
    expect((await item(mine.itemId)).measurements).toBeNull()
    const pick = await post(7, mine.size, { intent: 'useProfile', profileId: '00000000-0000-4000-8000-000000000000' }, mine.cookie)
    expect(pick.status).toBe(403)
  })
})

describe('measurement profiles', () => {
  const input = { name: 'Mis medidas', method: 'custom' as const, values: sampleMeasurements, notes: '' }

  it('belong to one customer: another cannot read, edit or delete them', async () => {
    const created = await createProfile('user-ana', input)
    expect(created.ok).toBe(true)
    const id = created.ok ? created.id : ''
    await createProfile('user-bea', { ...input, name: 'De Bea' })
    expect((await listProfiles('user-ana')).map((p) => p.name)).toEqual(['Mis medidas'])
    expect(await getProfile('user-bea', id)).toBeNull()
    expect(await updateProfile('user-bea', id, { ...input, name: 'Robado' })).toBe(false)
    expect(await deleteProfile('user-bea', id)).toBe(false)
    expect(await getProfile('user-ana', id)).toMatchObject({ name: 'Mis medidas', values: sampleMeasurements, method: 'custom' })

    expect(await updateProfile('user-ana', id, { ...input, name: 'Renombrado', method: 'estimated' })).toBe(true)
    expect(await getProfile('user-ana', id)).toMatchObject({ name: 'Renombrado', method: 'estimated' })
    expect(await deleteProfile('user-ana', id)).toBe(true)
    expect(await listProfiles('user-ana')).toEqual([])
    expect(await getProfile('user-ana', 'not-a-uuid')).toBeNull()
  })

  it('the page asks visitors to sign in; its forms need an account', async () => {
    const page = await call(() => profilesLoader(routeArgs(getRequest('/perfiles-de-medidas')) as never))
    expect(page.status).toBe(200)
    expect(page.data).toEqual({ signedIn: false })
    const write = await call(() => profilesAction(routeArgs(formRequest('/perfiles-de-medidas', { intent: 'create', ...createFakeMeasurementFields() })) as never))
    expect(write.status).toBe(302)
    expect(write.headers.get('Location')).toBe(`/login?redirectTo=${encodeURIComponent('/perfiles-de-medidas')}`)
  })
})
