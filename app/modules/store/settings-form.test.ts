import { describe, expect, it } from 'vitest'
import { defaultStoreSettings } from './settings.ts'
import { settingsInputNames, settingsItemFor, settingsSections, toFormValues } from './settings-form.ts'
import { normalizeIban, parseEuros, parseStoreSettingsForm, toStoreSettings } from './settings-form-reading.ts'

const defaults = defaultStoreSettings()
const form = (changes: Record<string, string> = {}) => ({ ...toFormValues(defaults, 'es'), ...changes })

describe('the store settings form', () => {
  it('covers every figure of the settings, each once', () => {
    const leaves = (node: unknown, prefix = ''): string[] =>
      node && typeof node === 'object' ? Object.entries(node).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k)) : [prefix]
    expect([...settingsInputNames].sort()).toEqual(leaves(defaults).sort())
    expect(new Set(settingsSections.map((s) => s.id)).size).toBe(settingsSections.length)
  })

  it('reads the current settings back unchanged, in Spanish and English', () => {
    for (const locale of ['es', 'en'] as const) {
      const parsed = parseStoreSettingsForm(toFormValues(defaults, locale))
      expect(parsed.ok).toBe(true)
      if (parsed.ok) expect(toStoreSettings(parsed.data, defaults)).toEqual(defaults)
    }
    expect(toFormValues(defaults, 'es')['shipping.freeFromCents']).toBe('50,00')
    expect(toFormValues(defaults, 'en')['shipping.standardPriceCents']).toBe('4.95')
  })

  it('turns euros into cents and nests the result', () => {
    const parsed = parseStoreSettingsForm(form({ 'shipping.freeFromCents': '49,9', 'production.basicDays.max': '12', 'shipping.pickup': '' }))
    expect(parsed.ok).toBe(true)
    if (!parsed.ok) return
    const next = toStoreSettings(parsed.data, defaults)
    expect(next.shipping.freeFromCents).toBe(4990)
    expect(next.production.basicDays).toEqual({ min: 7, max: 12 })
    expect(next.shipping.pickup).toBe(false)
    expect(next.bank).toEqual(defaults.bank)
  })

  it('answers one message code per wrong field', () => {
    const parsed = parseStoreSettingsForm(
      form({
        storeName: '  ',
        socialUrl: 'javascript:alert(1)',
        'contact.email': 'hola@',
        'contact.phone': 'llámanos',
        'shipping.freeFromCents': '49,999',
        'shipping.standardPriceCents': '-1',
        'shipping.expressPriceCents': '1000,01',
        'production.basicDays.min': '12',
        'production.basicDays.max': '10',
        'production.complexDays.min': '2.5',
        'holds.cardMinutes': '5',
        'contact.hoursTime.open': '14:00',
        'contact.hoursTime.close': '14:00',
        'contact.hoursDays.from': '5',
        'contact.hoursDays.to': '1',
        'bank.iban': 'ES91 2100 0418 4502 0005 1333',
      }),
    )
    expect(parsed.ok).toBe(false)
    if (parsed.ok) return
    expect(parsed.errors).toEqual({
      storeName: 'required',
      socialUrl: 'invalidUrl',
      'contact.email': 'invalidEmail',
      'contact.phone': 'invalidPhone',
      'shipping.freeFromCents': 'invalidMoney',
      'shipping.standardPriceCents': 'invalidMoney',
      'shipping.expressPriceCents': 'tooHigh',
      'production.basicDays.max': 'maxBelowMin',
      'production.complexDays.min': 'notWhole',
      'holds.cardMinutes': 'outOfRange',
      'contact.hoursTime.close': 'closeNotAfterOpen',
      'contact.hoursDays.to': 'lastDayBeforeFirst',
      'bank.iban': 'invalidIban',
    })
  })

  it('a missing input is required, not a crash', () => {
    const { 'bank.holder': _holder, ...rest } = form()
    const parsed = parseStoreSettingsForm(rest)
    expect(parsed).toEqual({ ok: false, errors: { 'bank.holder': 'required' } })
  })

  it('parses euros as a Spanish or English admin types them', () => {
    expect(parseEuros('49,90')).toBe(4990)
    expect(parseEuros('49.90')).toBe(4990)
    expect(parseEuros('49')).toBe(4900)
    expect(parseEuros('1.250,5')).toBe(125050)
    expect(parseEuros('1.250')).toBe(125000)
    expect(parseEuros('0')).toBe(0)
    expect(parseEuros('49,90 €')).toBe(4990)
    for (const bad of ['', '4,999', '-3', 'abc', '1e3', '4,9,0']) expect(parseEuros(bad), bad).toBeNull()
  })

  it('checks an IBAN’s checksum and writes it in groups of four', () => {
    expect(normalizeIban('es9121000418450200051332')).toBe('ES91 2100 0418 4502 0005 1332')
    expect(normalizeIban('DE89 3704 0044 0532 0130 00')).toBe('DE89 3704 0044 0532 0130 00')
    expect(normalizeIban('ES91 2100 0418 4502 0005 1333')).toBeNull()
    expect(normalizeIban('ES91 2100 0418 4502 0005 13')).toBeNull()
    expect(normalizeIban('no es un iban')).toBeNull()
  })

  it('finds the item a stored path belongs to', () => {
    expect(settingsItemFor('production.basicDays.min')).toMatchObject({ kind: 'range', path: 'production.basicDays' })
    expect(settingsItemFor('shipping.freeFromCents')).toMatchObject({ kind: 'money' })
    expect(settingsItemFor('shipping.free')).toBeUndefined()
  })
})
