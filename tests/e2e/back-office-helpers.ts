import { readFile } from 'node:fs/promises'
import type { Download, Page } from '@playwright/test'
import { extractText, getDocumentProxy } from 'unpdf'
import { demoAdminLogin, expect } from './fixtures.ts'

/** The text of a downloaded PDF (an invoice, a pattern), its whitespace folded to single spaces. */
export async function pdfText(download: Download) {
  const pdf = await getDocumentProxy(new Uint8Array(await readFile((await download.path())!)))
  return (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, ' ')
}

/**
 * Leaves her session, opens an admin page, is sent to sign in, signs in as the demo admin and lands back
 * on it (with `?session=welcome`, the shop's '¡Bienvenida!' notice, which the panel's frame does not show).
 */
export async function signInAsAdmin(page: Page, path = '/admin') {
  await page.context().clearCookies()
  await page.goto(path)
  await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent(path)}`)
  const admin = demoAdminLogin()
  await page.getByLabel('Email').fill(admin.email)
  await page.getByLabel('Contraseña').fill(admin.password)
  await page.getByRole('button', { name: 'Iniciar sesión' }).click()
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  await expect(page).toHaveURL(new RegExp(`${escaped}([?&]session=welcome)?$`))
}
