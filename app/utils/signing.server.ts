import { createHmac, timingSafeEqual } from 'node:crypto'
import { authSecret } from './auth.server.ts'

/**
 * Short signatures for addresses the shop hands out, made with a key derived from the server's one
 * secret (BETTER_AUTH_SECRET or the generated var/auth-secret): one key per purpose, so a signature
 * made for one use is worthless for another, and the secret itself never signs anything but sessions.
 */

const keys = new Map<string, Buffer>()

function keyFor(purpose: string): Buffer {
  let key = keys.get(purpose)
  if (!key) {
    key = createHmac('sha256', authSecret()).update(`gemela:${purpose}`).digest()
    keys.set(purpose, key)
  }
  return key
}

/** 12 bytes of HMAC-SHA256 (16 characters): 96 bits, far beyond guessing one address at a time. */
const signatureBytes = 12

export function computeSignature(purpose: string, text: string): string {
  return createHmac('sha256', keyFor(purpose)).update(text).digest().subarray(0, signatureBytes).toString('base64url')
}

/** Whether `signature` is this text's signature for this purpose (compared in constant time). */
export function verifySignature(purpose: string, text: string, signature: string): boolean {
  const expected = Buffer.from(computeSignature(purpose, text))
  const given = Buffer.from(signature)
  return given.length === expected.length && timingSafeEqual(given, expected)
}
