import { emailRule } from '#app/modules/accounts/schemas.ts'
import { z } from '#app/utils/zod.ts'

/** The forms of /account/data: change her e-mail, delete her account (each posts its `intent`). */
export const herDataFormSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('changeEmail'), newEmail: emailRule }),
  // Her password; or, for an account without one (a provider's sign-in only), her e-mail typed again: the action knows which.
  z.object({ intent: z.literal('delete'), password: z.string().max(128, 'tooLong').optional(), confirmEmail: z.string().trim().max(254, 'tooLong').optional() }),
])
