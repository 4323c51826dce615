import { afterEach, describe, expect, test } from 'vitest'
import { getEnv, paymentMethodsOffered } from './env.server.ts'

const saved = { ...process.env }

afterEach(() => {
  for (const name of ['LOG_LEVEL', 'TRUST_PROXY', 'BUILD_DIR', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'PAYMENTS_TEST', 'DATABASE_URL', 'WORKERS']) {
    if (saved[name] === undefined) delete process.env[name]
    else process.env[name] = saved[name]
  }
})

describe('getEnv: all configuration, validated', () => {
  test('defaults for what is unset, and a change is seen on the next call', () => {
    delete process.env.TRUST_PROXY
    delete process.env.BUILD_DIR
    expect(getEnv()).toMatchObject({ TRUST_PROXY: 'loopback', BUILD_DIR: 'build' })
    process.env.BUILD_DIR = 'build-q'
    expect(getEnv().BUILD_DIR).toBe('build-q')
  })

  test('a wrong value fails, naming the variable', () => {
    process.env.LOG_LEVEL = 'loud'
    expect(() => getEnv()).toThrow(/LOG_LEVEL/)
  })

  test('WORKERS: a whole number of shop processes from 1, or unset', () => {
    delete process.env.WORKERS
    expect(getEnv().WORKERS).toBeUndefined()
    process.env.WORKERS = '3'
    expect(getEnv().WORKERS).toBe(3)
    for (const wrong of ['0', '1.5', 'many']) {
      process.env.WORKERS = wrong
      expect(() => getEnv()).toThrow(/WORKERS/)
    }
  })
})

describe('paymentMethodsOffered', () => {
  const set = (vars: Record<string, string | undefined>) => {
    for (const [name, value] of Object.entries(vars)) {
      if (value === undefined) delete process.env[name]
      else process.env[name] = value
    }
  }

  test('the embedded demo without Stripe: the test card and bank transfer', () => {
    set({ STRIPE_SECRET_KEY: undefined, STRIPE_WEBHOOK_SECRET: undefined, PAYMENTS_TEST: undefined, DATABASE_URL: undefined })
    expect(paymentMethodsOffered()).toEqual(['test_card', 'transfer'])
  })

  test('a real database never offers the test card unless PAYMENTS_TEST=1', () => {
    set({ STRIPE_SECRET_KEY: undefined, STRIPE_WEBHOOK_SECRET: undefined, PAYMENTS_TEST: undefined, DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/shop' })
    expect(paymentMethodsOffered()).toEqual(['transfer'])
    set({ PAYMENTS_TEST: '1' })
    expect(paymentMethodsOffered()).toEqual(['test_card', 'transfer'])
  })

  test('Stripe keys add the card (Stripe Checkout); a real shop with them offers card and transfer', () => {
    set({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x', PAYMENTS_TEST: undefined, DATABASE_URL: undefined })
    expect(paymentMethodsOffered()).toEqual(['test_card', 'card', 'transfer'])
    set({ DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/shop' })
    expect(paymentMethodsOffered()).toEqual(['card', 'transfer'])
  })

  test('a Stripe key without its webhook secret is refused at start', () => {
    set({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: undefined })
    expect(() => getEnv()).toThrow(/STRIPE_WEBHOOK_SECRET/)
  })
})
