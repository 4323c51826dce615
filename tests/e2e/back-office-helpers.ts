import { readFile } from 'node:fs/promises'
import type { Download, Locator, Page } from '@playwright/test'
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

/**
 * On an unpaid transfer order's page: 'Confirmar transferencia recibida' opens its dialog, which names the
 * order and the amount to look for, and 'Confirmar la transferencia' there pays it (its toast).
 */
export async function confirmTransfer(page: Page, number: string) {
  await page.getByRole('link', { name: 'Confirmar transferencia recibida' }).click()
  const dialog = page.getByRole('dialog', { name: `¿Confirmar la transferencia de ${number}?` })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Confirmar la transferencia' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Transferencia confirmada' })).toBeVisible()
}

/**
 * An order's or invoice's number never breaks at its hyphens ('GM-' / '2026-000002' on a phone): the
 * element holding it lays out as one line box.
 */
export async function expectWholeNumber(container: Locator, number: string) {
  const holder = container
    .locator('.whitespace-nowrap')
    .filter({ hasText: new RegExp(`^${number}$`) })
    .first()
  await expect(holder).toHaveText(number)
  const boxes = await holder.evaluate((el) => el.getClientRects().length)
  expect(boxes, `${number} on one line`).toBe(1)
}
