import passwords from '@zxcvbn-ts/language-common/dist/passwords.json.mjs'

/**
 * Passwords (docs/security.md): 8 to 128 characters (schemas.ts) and not one of the ~18,000
 * passwords of 8 or more characters that lead the leaked-password lists (zxcvbn's common list), nor
 * her own e-mail address or name. Checked on the server only: the list is not sent to browsers.
 */
let common: Set<string> | undefined

function commonPasswords(): Set<string> {
  common ??= new Set((passwords as string[]).filter((p) => p.length >= 8))
  return common
}

export function isWeakPassword(password: string, personal: string[] = []): boolean {
  const lower = password.toLowerCase()
  if (commonPasswords().has(lower)) return true
  // The same character repeated, or a password that is her e-mail address or name.
  if (/^(.)\1*$/.test(password)) return true
  return personal.some((value) => {
    const v = value.trim().toLowerCase()
    return v.length >= 4 && (lower === v || lower === v.split('@')[0])
  })
}
