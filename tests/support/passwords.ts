import { randomBytes } from 'node:crypto'

/**
 * The password of the accounts tests create: made up for each run (no fixed password anywhere, even
 * in tests), strong enough for the shop's policy.
 */
export const testPassword = `Gm-${randomBytes(6).toString('hex')}-Seda`
