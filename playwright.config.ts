import { defineConfig, devices } from '@playwright/test'
import { measureMachine } from './tests/support/machine.ts'

const port = Number(process.env.E2E_PORT ?? 3100)
export const mailSinkHttpPort = Number(process.env.MAIL_SINK_HTTP_PORT ?? 2526)
const mailSinkSmtpPort = Number(process.env.MAIL_SINK_SMTP_PORT ?? 2525)
/** Everything the shop's process prints (request logs at info level), read by the test that checks logs hold no secrets. */
export const serverLogFile = `tests/.tmp/e2e-server-${port}.log`
export const oidcPort = Number(process.env.OIDC_PORT ?? mailSinkSmtpPort + 2)
/** The local Stripe (tests/support/stripe-fake.ts); its control endpoint is /__control. */
export const stripeFakePort = Number(process.env.STRIPE_FAKE_PORT ?? oidcPort + 2)
/** Moves the shop's clock for its hold sweeps (tests/support/test-clock.ts). */
export const testClockPort = Number(process.env.TEST_CLOCK_PORT ?? stripeFakePort + 1)
// Keys made up per run (never fixed), shared by the shop and the fake through the environment.
process.env.E2E_STRIPE_SECRET_KEY ??= `sk_test_e2e_${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`
process.env.E2E_STRIPE_WEBHOOK_SECRET ??= `whsec_e2e_${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`
const stripeEnv = {
  STRIPE_SECRET_KEY: process.env.E2E_STRIPE_SECRET_KEY,
  STRIPE_WEBHOOK_SECRET: process.env.E2E_STRIPE_WEBHOOK_SECRET,
}
/**
 * How much slower than a quiet developer's machine the run may be, and how many browsers at once.
 * The suite shares a small machine between the shop, the browsers and the helper servers, on a host
 * that is sometimes busy elsewhere: a journey that takes 10 s on a quiet machine took 30 s on a busy
 * one (password hashing and hydration under load), so every wait stretches by this factor instead of
 * failing a correct shop for being slow. Measured once (tests/support/machine.ts) by the first process
 * that loads this file and handed to the workers through the environment; E2E_SLOW_FACTOR and
 * E2E_WORKERS override it.
 */
if (!process.env.E2E_SLOW_FACTOR || !process.env.E2E_WORKERS) {
  const machine = measureMachine()
  process.env.E2E_SLOW_FACTOR ??= String(machine.slowFactor)
  process.env.E2E_WORKERS ??= String(machine.workers)
}
export const slowFactor = Number(process.env.E2E_SLOW_FACTOR)
const workers = Number(process.env.E2E_WORKERS)

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
]

/**
 * The specs that move the shop's clock (tests/support/test-clock.ts): days pass for every unpaid order
 * of the server, so in a whole run they wait for every other spec. Named on the command line (one
 * spec run on its own) they wait for nothing: a project's dependencies run whole, whatever files
 * are named, and would start the entire suite.
 */
const clockSpecs = /hold-mails\.spec\.ts$/
const specsNamed = process.argv.some((arg) => /\.spec\.ts(:\d+)*$/.test(arg))

/** Every journey against the production build, in the system Chromium, phone and desktop. */
export default defineConfig({
  testDir: 'tests/e2e',
  // Per port, so engineers running suites side by side do not wipe each other's artifacts.
  outputDir: `test-results/${port}`,
  fullyParallel: true,
  workers,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  timeout: 30_000 * slowFactor,
  expect: { timeout: 7_000 * slowFactor },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'es-ES',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: [
    { name: 'desktop', testIgnore: clockSpecs, use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } },
    {
      name: 'phone',
      grep: /@phone/,
      testIgnore: clockSpecs,
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
    // Specs that move the shop's clock (days pass for every unpaid order of the server): after all the others.
    { name: 'clock', testMatch: clockSpecs, dependencies: specsNamed ? [] : ['desktop', 'phone'], use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } },
  ],
  webServer: [
    {
      command: 'npx tsx tests/support/mail-sink.ts',
      env: { MAIL_SINK_SMTP_PORT: String(mailSinkSmtpPort), MAIL_SINK_HTTP_PORT: String(mailSinkHttpPort) },
      port: mailSinkHttpPort,
      reuseExistingServer: false,
    },
    {
      // Started before the shop: better-auth reads the provider's discovery document at start-up.
      command: 'npx tsx tests/support/oidc-server.ts',
      env: { OIDC_PORT: String(oidcPort) },
      url: `http://127.0.0.1:${oidcPort}/.well-known/openid-configuration`,
      reuseExistingServer: false,
    },
    {
      command: 'npx tsx tests/support/stripe-fake-server.ts',
      env: { ...stripeEnv, STRIPE_FAKE_PORT: String(stripeFakePort), STRIPE_FAKE_WEBHOOK_URL: `http://127.0.0.1:${port}/webhooks/stripe` },
      port: stripeFakePort,
      reuseExistingServer: false,
    },
    {
      command: `mkdir -p tests/.tmp && npx tsx tests/support/e2e-server.ts 2>&1 | tee ${serverLogFile}`,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        APP_URL: `http://127.0.0.1:${port}`,
        SMTP_URL: `smtp://127.0.0.1:${mailSinkSmtpPort}`,
        LOG_LEVEL: 'info',
        OIDC_ISSUER: `http://127.0.0.1:${oidcPort}`,
        OIDC_CLIENT_ID: 'gemela-e2e',
        OIDC_CLIENT_SECRET: 'gemela-e2e-secret',
        ...stripeEnv,
        STRIPE_API_BASE: `http://127.0.0.1:${stripeFakePort}`,
        TEST_CLOCK_PORT: String(testClockPort),
        MAIL_PREVIEW: '1',
        NODE_ENV: 'production',
      },
      url: `http://127.0.0.1:${port}/healthz`,
      // A fresh database (migrations, seed, the demo admin) takes more than a minute on a loaded machine.
      timeout: 60_000 * slowFactor,
      reuseExistingServer: false,
    },
  ],
})
