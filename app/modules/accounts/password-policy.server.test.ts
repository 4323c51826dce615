import { describe, expect, it } from 'vitest'
import { isWeakPassword } from './password-policy.server.ts'

describe('weak passwords', () => {
  it.each(['password', '12345678', 'qwertyuiop', 'Password', 'iloveyou', 'aaaaaaaaaa', 'superman1'])('refuses %j', (p) => {
    expect(isWeakPassword(p)).toBe(true)
  })

  it('refuses her own e-mail address or its local part', () => {
    expect(isWeakPassword('lucia.garcia@example.com', ['lucia.garcia@example.com'])).toBe(true)
    expect(isWeakPassword('Lucia.Garcia', ['lucia.garcia@example.com'])).toBe(true)
  })

  it.each(['tela-de-lino-azul', 'Gemela2026!x', 'correcto caballo grapa'])('accepts %j', (p) => {
    expect(isWeakPassword(p, ['lucia@example.com', 'Lucía'])).toBe(false)
  })
})
