import type { Page } from '@playwright/test'
import { findLink, type ParsedMail } from '#tests/support/parse-mail.ts'
import { expect, uniqueEmail } from './fixtures.ts'
import { testPassword } from '#tests/support/passwords.ts'

type Mailbox = { waitFor: (to: string) => Promise<ParsedMail> }

/** Fills and sends /register as Lucía Moreno. */
export async function register(page: Page, email: string, password = testPassword) {
  await page.goto('/register')
  await page.getByLabel('Nombre', { exact: true }).fill('Lucía')
  await page.getByLabel('Apellidos').fill('Moreno')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Contraseña', { exact: true }).fill(password)
  await page.getByLabel('Confirmar contraseña').fill(password)
  await page.getByRole('button', { name: 'Crear cuenta' }).click()
}

/** A new customer, confirmed through the e-mail's link (which signs her in). Returns her address. */
export async function signUp(page: Page, mailbox: Mailbox, prefix = 'cliente') {
  const email = uniqueEmail(prefix)
  await register(page, email)
  await expect(page.getByRole('status')).toContainText('¡Ya tienes tu cuenta!')
  await page.goto(findLink(await mailbox.waitFor(email), '/api/auth/verify-email'))
  await expect(page.getByRole('button', { name: 'Mi cuenta' })).toBeVisible()
  return email
}
