import { readFileSync } from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Locator, type Page } from '@playwright/test'
import type { ParsedMail } from '#tests/support/parse-mail.ts'
import { slowFactor } from '../../playwright.config.ts'

const mailApi = `http://127.0.0.1:${process.env.MAIL_SINK_HTTP_PORT ?? 2526}`

type Fixtures = {
  /** Fails the test on any console error or uncaught page error. */
  failOnConsoleErrors: void
  mailbox: { waitFor: (to: string, predicate?: (m: ParsedMail) => boolean) => Promise<ParsedMail> }
}

export const test = base.extend<Fixtures>({
  // The shop is readable before its JavaScript runs, and React takes the page over only after the
  // first paint: a document load waits for that too (unless the test turned JavaScript off), so
  // tests of interactive behaviour do not race it. Tests of the no-JavaScript path switch it off.
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const interactive = () => page.waitForFunction(() => document.documentElement.hasAttribute('data-interactive'), null, { timeout: 10_000 * slowFactor })
      const goto = page.goto.bind(page)
      const reload = page.reload.bind(page)
      page.goto = async (...args) => {
        const response = await goto(...args)
        if (response?.headers()['content-type']?.startsWith('text/html')) await interactive()
        return response
      }
      page.reload = async (...args) => {
        const response = await reload(...args)
        await interactive()
        return response
      }
    }
    await use(page)
  },
  // Each test is its own client address (the loopback proxy is trusted), so the shop's per-address
  // rate limits apply per test as they would per customer, not to the whole parallel suite at once.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    const octet = () => Math.floor(Math.random() * 254) + 1
    await use({ ...extraHTTPHeaders, 'X-Forwarded-For': `10.${octet()}.${octet()}.${octet()}` })
  },
  failOnConsoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = []
      page.on('console', (msg) => {
        if (msg.type() !== 'error') return
        // Chrome logs a document's own 4xx status as an error; the tests assert those statuses.
        if (msg.text().startsWith('Failed to load resource') && msg.location().url === page.url()) return
        // A form's 4xx answer (its field messages) comes back on React Router's `.data` request; tests assert those.
        if (/status of 4\d\d/.test(msg.text()) && /\.data(\?|$)/.test(msg.location().url)) return
        errors.push(`${msg.text()} (${msg.location().url})`)
      })
      page.on('pageerror', (err) => errors.push(err.message))
      await use()
      expect(errors, 'console errors on the page').toEqual([])
    },
    { auto: true },
  ],
  // eslint-disable-next-line no-empty-pattern
  mailbox: async ({}, use) => {
    await use({
      async waitFor(to, predicate = () => true) {
        const deadline = Date.now() + 10_000 * slowFactor
        for (;;) {
          const res = await fetch(`${mailApi}/?to=${encodeURIComponent(to)}`)
          const mails = (await res.json()) as ParsedMail[]
          const found = mails.find(predicate)
          if (found) return found
          if (Date.now() > deadline) throw new Error(`No mail to ${to}`)
          await new Promise((r) => setTimeout(r, 100))
        }
      },
    })
  },
})

export { expect }

/** axe-core on the page as it is now: zero violations. */
export async function expectNoA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)
  expect(summary, 'axe-core violations').toEqual([])
}

/** A unique e-mail address per test run. */
/** Presses Tab until `target` has the focus (keyboard-only journeys). */
export async function tabTo(page: Page, target: Locator, max = 60) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  throw new Error('could not reach the element with Tab')
}

export function uniqueEmail(prefix = 'cliente') {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`
}

/** Waits until React has taken over the current document (after a form posted without JavaScript, say). */
export async function waitForInteractive(page: Page) {
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-interactive'))
}

/** Opens the account menu; a click that lands before the page has hydrated is repeated. */
export async function openAccountMenu(page: Page) {
  const button = page.getByRole('button', { name: 'Mi cuenta' })
  await expect(async () => {
    if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click()
    await expect(button).toHaveAttribute('aria-expanded', 'true', { timeout: 500 })
  }).toPass()
}

/** The demo admin the shop under test made at its first start, with the password it generated then. */
export function demoAdminLogin() {
  const port = process.env.E2E_PORT ?? '3100'
  return { email: 'admin@gemela.local', password: readFileSync(`tests/.tmp/demo-admin-${port}`, 'utf8').trim() }
}
