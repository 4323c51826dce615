import { z } from '#app/utils/zod.ts'

export const emailRule = z.string().trim().toLowerCase().min(1, 'required').max(254, 'tooLong').email('invalidEmail')

/** Registration: every field required, password 8–128 characters, confirmation equal. */
export const registerSchema = z
  .object({
    firstName: z.string().trim().min(1, 'required').max(80, 'tooLong'),
    lastName: z.string().trim().min(1, 'required').max(120, 'tooLong'),
    email: emailRule,
    password: z.string().min(1, 'required').min(8, 'tooShort').max(128, 'passwordTooLong'),
    confirm: z.string().min(1, 'required'),
  })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: 'mismatch' })

export const loginSchema = z.object({
  email: emailRule,
  password: z.string().min(1, 'required').max(128, 'passwordTooLong'),
})

export const forgotPasswordSchema = z.object({ email: emailRule })

export const resetSchema = z
  .object({
    token: z.string().min(10).max(200),
    password: z.string().min(1, 'required').min(8, 'tooShort').max(128, 'passwordTooLong'),
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
    password: z.string().min(1, 'required').min(8, 'tooShort').max(128, 'passwordTooLong'),
    confirm: z.string().min(1, 'required'),
  })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: 'mismatch' })

/** No control characters (a newline in a name would break e-mails and logs). */
const plainText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'tooLong')
    // eslint-disable-next-line no-control-regex
    .refine((v) => !/[\u0000-\u001f\u007f]/.test(v), 'invalid')

/** What may be stored in a user's row, however it is written (user-rules.server.ts). */
export const userFieldsSchema = z.object({
  name: plainText(201),
  firstName: plainText(80),
  lastName: plainText(120),
  email: emailRule,
  locale: z.enum(['es', 'en']),
  role: z.enum(['customer', 'admin']),
  image: z
    .string()
    .max(2048)
    .url()
    .refine((v) => v.startsWith('https://'), 'httpsOnly')
    .nullable()
    .optional(),
})
