import { exitWithOwner } from './owner-watch.ts'
import { startStripeFake } from './stripe-fake.ts'

/** The local Stripe for the browser tests (tests/support/stripe-fake.ts), with the keys the shop is started with. */
const fake = await startStripeFake({
  port: Number(process.env.STRIPE_FAKE_PORT),
  webhookUrl: process.env.STRIPE_FAKE_WEBHOOK_URL!,
  secretKey: process.env.STRIPE_SECRET_KEY!,
  webhookSecret: process.env.STRIPE_WEBHOOK_SECRET!,
})
console.log(`stripe fake on ${fake.url}`)
exitWithOwner()
