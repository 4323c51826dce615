import { APIError } from 'better-auth/api'
import { setAuthUserRules } from '#app/utils/auth.server.ts'
import { userFieldsSchema } from './schemas.ts'

/**
 * The shop's rules for the user table, applied by better-auth on every create and update whatever
 * the endpoint (sign-up, profile update, a provider's sign-in): a 20,000-character name, a language
 * the shop does not speak or a `javascript:` picture address never reach the database.
 */
export function checkUserFields(fields: Record<string, unknown>): Record<string, unknown> {
  const present = Object.fromEntries(Object.entries(fields).filter(([key]) => key in userFieldsSchema.shape))
  const parsed = userFieldsSchema.partial().safeParse(present)
  if (!parsed.success) {
    const field = String(parsed.error.issues[0]?.path[0] ?? 'user')
    throw new APIError('BAD_REQUEST', { message: `Invalid ${field}`, code: 'INVALID_USER_FIELD' })
  }
  return { ...fields, ...parsed.data }
}

setAuthUserRules(checkUserFields)
