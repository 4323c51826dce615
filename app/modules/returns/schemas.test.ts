import { describe, expect, test } from 'vitest'
import { formatReturnRequestNumber, parseReturnRequest, readReturnRequestForm } from './schemas.ts'

const valid = { orderNumber: 'gm-2025-0142', email: ' Ana@Gemela.ES ', reason: 'size', comments: '  Me queda ancha.  ' }

describe('return request schema', () => {
  test('accepts a complete request and normalises it', () => {
    expect(parseReturnRequest(valid)).toEqual({
      ok: true,
      data: { orderNumber: 'GM-2025-0142', email: 'ana@gemela.es', reason: 'size', comments: 'Me queda ancha.' },
    })
  })

  test('comments are optional', () => {
    const result = parseReturnRequest({ ...valid, comments: undefined })
    expect(result.ok && result.data.comments).toBe('')
  })

  test('reports one message code per field', () => {
    expect(parseReturnRequest({})).toEqual({
      ok: false,
      errors: { orderNumber: 'required', email: 'required', reason: 'reasonRequired' },
    })
    expect(parseReturnRequest({ ...valid, orderNumber: '   ', email: '' })).toMatchObject({
      errors: { orderNumber: 'required', email: 'required' },
    })
  })

  test.each([
    ['orderNumber', 'GM 2025', 'orderNumberFormat'],
    ['orderNumber', 'GM--1', 'orderNumberFormat'],
    ['orderNumber', '-GM1', 'orderNumberFormat'],
    ['orderNumber', 'A'.repeat(41), 'tooLong'],
    ['email', 'ana@gemela', 'invalidEmail'],
    ['email', 'ana', 'invalidEmail'],
    ['reason', 'refund', 'reasonRequired'],
    ['comments', 'x'.repeat(2001), 'tooLong'],
  ])('%s = %j → %s', (field, value, code) => {
    const result = parseReturnRequest({ ...valid, [field]: value })
    expect(result.ok).toBe(false)
    expect(!result.ok && result.errors[field as keyof typeof result.errors]).toBe(code)
  })

  test.each([
    ['GM-2026-000123', 'GM-2026-000123'],
    [' gm-2026-000123 ', 'GM-2026-000123'],
    ['GM2026000123', 'GM-2026-000123'],
    ['gm 2026 000123', 'GM-2026-000123'],
    ['GM–2026–000123', 'GM-2026-000123'],
    ['GM-2026-1234567', 'GM-2026-1234567'],
  ])('the shop’s order number %j is taken as %j, as the order lookup reads it', (typed, stored) => {
    expect(parseReturnRequest({ ...valid, orderNumber: typed })).toMatchObject({ ok: true, data: { orderNumber: stored } })
  })

  test('any number the form took before orders existed is still taken, in capitals', () => {
    expect(parseReturnRequest({ ...valid, orderNumber: 'gm-77' })).toMatchObject({ ok: true, data: { orderNumber: 'GM-77' } })
    expect(parseReturnRequest({ ...valid, orderNumber: 'pedido1234' })).toMatchObject({ ok: true, data: { orderNumber: 'PEDIDO1234' } })
  })

  test('every reason of the one policy is offered: size change, adjustment, defect', () => {
    for (const reason of ['size', 'adjustment', 'defect']) expect(parseReturnRequest({ ...valid, reason }).ok).toBe(true)
  })

  test('an order number of 40 characters and comments of 2000 are fine', () => {
    expect(parseReturnRequest({ ...valid, orderNumber: 'A'.repeat(40), comments: 'x'.repeat(2000) }).ok).toBe(true)
  })

  test('reads form data, an empty select counting as no reason', () => {
    const form = new FormData()
    form.set('orderNumber', 'GM-1')
    form.set('reason', '')
    expect(readReturnRequestForm(form)).toEqual({ orderNumber: 'GM-1', email: undefined, reason: undefined, comments: undefined })
  })

  test('request numbers', () => {
    expect(formatReturnRequestNumber(42)).toBe('R-00042')
    expect(formatReturnRequestNumber(123456)).toBe('R-123456')
  })
})
