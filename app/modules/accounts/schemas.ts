import { z } from 'zod'

export const emailRule = z.string().trim().toLowerCase().min(1, 'required').max(254, 'tooLong').email('invalidEmail')

/** Registration: every field required, password 6–128 characters, confirmation equal. */
export const registerSchema = z
  .object({
    firstName: z.string().trim().min(1, 'required').max(80, 'tooLong'),
    lastName: z.string().trim().min(1, 'required').max(120, 'tooLong'),
    email: emailRule,
    password: z.string().min(1, 'required').min(6, 'tooShort').max(128, 'passwordTooLong'),
    confirm: z.string().min(1, 'required'),
  })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: 'mismatch' })

export const loginSchema = z.object({
  email: emailRule,
  password: z.string().min(1, 'required').max(128, 'passwordTooLong'),
})

/** Zod issue codes → one message key per field (the first problem of each). */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form')
    out[key] ??= issue.message
  }
  return out
}

export const resetSchema = z
  .object({
    token: z.string().min(10).max(200),
    password: z.string().min(1, 'required').min(6, 'tooShort').max(128, 'passwordTooLong'),
    confirm: z.string().min(1, 'required'),
  })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: 'mismatch' })

export const personalDataSchema = z.object({
  firstName: z.string().trim().min(1, 'required').max(80, 'tooLong'),
  lastName: z.string().trim().min(1, 'required').max(120, 'tooLong'),
  locale: z.enum(['es', 'en'], { message: 'required' }),
})

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, 'required').max(128, 'passwordTooLong'),
    password: z.string().min(1, 'required').min(6, 'tooShort').max(128, 'passwordTooLong'),
    confirm: z.string().min(1, 'required'),
  })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: 'mismatch' })
