import { describe, expect, test } from 'vitest'
import { formatMoney } from '#app/modules/money/money.ts'
import { computePageFigures, telHref, whatsappHref } from './page-figures.ts'
import { defaultStoreSettings, storeSettingsSchema } from '#app/modules/store/settings.ts'

const nbsp = '\u00a0'

describe('content page figures (docs/product.md#store-settings)', () => {
  test('the default settings give the decisions’ figures', () => {
    const f = computePageFigures(defaultStoreSettings(), 'es')
    expect(f).toMatchObject({
      basicDays: '7–10',
      complexDays: '15–20',
      collectionDays: '20–30',
      standardDays: '3–5',
      expressDays: '1–2',
      standardPrice: `4,95${nbsp}€`,
      expressPrice: `9,95${nbsp}€`,
      freeFrom: `50${nbsp}€`,
      totalBasicDays: '10–15',
      totalComplexDays: '18–25',
      totalDays: '10–25',
      collectionFrom: 3,
      urgentDays: '5–7',
      totalUrgentDays: '8–12',
      transferDays: 3,
      sizeChangeDays: 30,
      sizeChangeWorkDays: '3–5',
      freeSizeChanges: 1,
      defectHours: 48,
      answerHours: 48,
      urgentPercent: 25,
      warrantyMonths: 6,
      freeCancelHours: 24,
      productionCancelPercent: 50,
      termsNoticeDays: 30,
      replyHours: 72,
      // No made-up numbers: the shop has no phone until it sets one (the contact page then shows none).
      phone: '',
      whatsapp: '',
    })
    expect(f.hours).toBe('lunes a viernes, 10:00–14:00')
    const set = storeSettingsSchema.parse({ contact: { ...defaultStoreSettings().contact, phone: '+34 910 000 000', whatsapp: '+34 600 000 000' } })
    expect(computePageFigures(set, 'es', ['test_card', 'transfer', 'gift_card']).payments).toEqual(['test_card', 'transfer', 'gift_card'])
    expect(computePageFigures(set, 'es')).toMatchObject({ phoneHref: 'tel:+34910000000', whatsappHref: 'https://wa.me/34600000000' })
  })

  test('a changed setting changes every figure built from it', () => {
    const settings = storeSettingsSchema.parse({
      production: { basicDays: { min: 5, max: 8 } },
      shipping: { standardDays: { min: 2, max: 2 }, freeFromCents: 7500 },
    })
    const f = computePageFigures(settings, 'en')
    expect(f.basicDays).toBe('5–8')
    expect(f.standardDays).toBe('2')
    expect(f.totalBasicDays).toBe('7–10')
    expect(f.totalDays).toBe('7–22')
    expect(f.freeFrom).toBe('€75')
    expect(f.hours).toBe('Monday to Friday, 10:00–14:00')
  })

  test('prices keep cents only when there are some', () => {
    expect(formatMoney(495, 'en', { wholeEuros: true })).toBe('€4.95')
    expect(formatMoney(5000, 'es', { wholeEuros: true })).toBe(`50${nbsp}€`)
  })

  test('phone links keep only what a dialler needs', () => {
    expect(telHref('+34 (910) 00-00-00')).toBe('tel:+34910000000')
    expect(whatsappHref('+34 600 000 000')).toBe('https://wa.me/34600000000')
  })
})
