import { describe, expect, it } from 'vitest'
import { z } from '#app/utils/zod.ts'
import { firstErrorPerField, keepValues, parseSubmission } from './submission.ts'

const schema = z
  .object({
    name: z.string().trim().min(1, 'required').max(5, 'tooLong'),
    tags: z.array(z.string().min(2, 'short')),
    password: z.string().min(8, 'tooShort'),
    confirm: z.string(),
  })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: 'mismatch' })

describe('parseSubmission', () => {
  it('gives the parsed data when every field is right', () => {
    expect(parseSubmission(schema, { name: ' Ana ', tags: ['ab'], password: '12345678', confirm: '12345678' })).toEqual({
      ok: true,
      data: { name: 'Ana', tags: ['ab'], password: '12345678', confirm: '12345678' },
    })
  })

  it('keeps only the first message of each field, nested paths under their top field', () => {
    const result = parseSubmission(
      z.object({
        name: z
          .string()
          .min(1, 'required')
          .regex(/^[a-z]+$/, 'letters'),
        tags: z.array(z.string().min(2, 'short')),
      }),
      {
        name: '',
        tags: ['a', 'b'],
      },
    )
    expect(result).toEqual({ ok: false, errors: { name: 'required', tags: 'short' } })
  })

  it('reports a refinement on the field it names', () => {
    const result = parseSubmission(schema, { name: 'Ana', tags: [], password: '12345678', confirm: 'other' })
    expect(result).toEqual({ ok: false, errors: { confirm: 'mismatch' } })
  })

  it('puts a problem without a path under "form"', () => {
    const error = z.string().safeParse(3).error
    expect(error && firstErrorPerField(error)).toEqual({ form: expect.any(String) })
  })
})

describe('keepValues', () => {
  it('gives back the text of the named fields only, empty when absent or not text', () => {
    expect(keepValues({ name: 'Ana', password: 'secret', file: {} }, ['name', 'file', 'city'])).toEqual({ name: 'Ana', file: '', city: '' })
  })
})
