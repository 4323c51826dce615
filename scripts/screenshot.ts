/** Phone (390×844) and desktop (1440×900) full-page screenshots of the given paths, for review. */
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { chromium } from 'playwright-core'
import { chromiumArgs } from '../playwright.config.ts'

const base = process.env.BASE_URL ?? 'http://127.0.0.1:3100'
const out = path.resolve('tests/.tmp/shots')
mkdirSync(out, { recursive: true })
const paths = process.argv.slice(2)
const full = process.env.FULL !== '0'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs })
for (const [name, viewport, mobile] of [
  ['phone', { width: 390, height: 844 }, true],
  ['desktop', { width: 1440, height: 900 }, false],
] as const) {
  const context = await browser.newContext({ viewport, isMobile: mobile, hasTouch: mobile, deviceScaleFactor: 1, locale: 'es-ES' })
  const page = await context.newPage()
  for (const p of paths) {
    await page.goto(new URL(p, base).toString(), { waitUntil: 'networkidle' })
    const file = path.join(out, `${p.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${name}.png`)
    await page.screenshot({ path: file, fullPage: full })
    console.log(file)
  }
  await context.close()
}
await browser.close()
