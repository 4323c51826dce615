import { describe, expect, test } from 'vitest'
import { parseSubmission } from '#app/utils/submission.ts'
import { contactSchema } from './schemas.ts'

describe('the checkout’s contact section', () => {
  test('the checkout fills an empty province from it, and still asks for it where it cannot', () => {
    const base = { fullName: 'Ana', email: 'ana@example.com', phone: '+34 600 000 000', street: 'Calle Luna 3', city: 'Sevilla', country: 'España' }
    const filled = parseSubmission(contactSchema, { ...base, postalCode: '41001', province: '' })
    expect(filled.ok && filled.data.province).toBe('Sevilla')
    const typed = parseSubmission(contactSchema, { ...base, postalCode: '41001', province: 'Valencia' })
    expect(typed.ok ? null : typed.errors).toEqual({ postalCode: 'postalProvince' })
    const none = parseSubmission(contactSchema, { ...base, postalCode: '', province: '' })
    expect(none.ok ? null : none.errors).toMatchObject({ postalCode: 'required', province: 'required' })
  })
})
