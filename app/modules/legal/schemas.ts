import { emailRule } from '#app/modules/accounts/schemas.ts'
import { z } from '#app/utils/zod.ts'

/** The forms of /account/data: change her e-mail, delete her account (each posts its `intent`). */
export const herDataFormSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('changeEmail'), newEmail: emailRule }),
  z.object({ intent: z.literal('delete'), password: z.string({ error: 'required' }).min(1, 'required').max(128, 'tooLong') }),
])
