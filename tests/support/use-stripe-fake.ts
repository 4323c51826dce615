import { afterAll, beforeAll, beforeEach } from 'vitest'
import { startStripeFake, type StripeFake } from './stripe-fake.ts'

/**
 * The Stripe fake for one integration test file: started once, the shop pointed at it before each
 * test with what it saw forgotten (sessions, requests, refunds, refunds set to fail), and after the
 * file the environment given back and the fake closed. With `testCard` the shop also offers the test
 * card (PAYMENTS_TEST), which the embedded database does by itself and PostgreSQL only when asked.
 * Returns the running fake (read it inside tests, not at import).
 */
export function useStripeFake(options: { testCard?: boolean } = {}): () => StripeFake {
  const names = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_API_BASE', ...(options.testCard ? ['PAYMENTS_TEST'] : [])]
  const saved = Object.fromEntries(names.map((n) => [n, process.env[n]]))
  let stripe: StripeFake | undefined

  beforeAll(async () => {
    stripe = await startStripeFake({ webhookUrl: 'http://127.0.0.1:9/unused' })
  })
  beforeEach(() => {
    const fake = stripe!
    process.env.STRIPE_SECRET_KEY = fake.secretKey
    process.env.STRIPE_WEBHOOK_SECRET = fake.webhookSecret
    process.env.STRIPE_API_BASE = fake.url
    if (options.testCard) process.env.PAYMENTS_TEST = '1'
    fake.sessions.clear()
    fake.requests.length = 0
    fake.refunds.length = 0
    fake.failRefunds = 0
  })
  afterAll(async () => {
    for (const n of names) {
      if (saved[n] === undefined) delete process.env[n]
      else process.env[n] = saved[n]
    }
    await stripe?.close()
  })

  return () => {
    if (!stripe) throw new Error('the Stripe fake is read inside a test, after it started')
    return stripe
  }
}
