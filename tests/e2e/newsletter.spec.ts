import type { Page } from '@playwright/test'
import { findLink } from '#tests/support/parse-mail.ts'
import { expect, expectNoA11yViolations, test, uniqueEmail } from './fixtures.ts'

function newsletter(page: Page) {
  const section = page.getByRole('region', { name: 'Telas nuevas cada semana' })
  return {
    section,
    email: section.getByLabel('Tu correo electrónico'),
    submit: section.getByRole('button', { name: 'Suscribirme' }),
    success: section.getByText('Revisa tu bandeja de entrada: te hemos enviado un email para confirmar la suscripción.'),
  }
}

test.describe('newsletter', () => {
  test('shows the spec’s messages below the field @phone', async ({ page }) => {
    await page.goto('/')
    const form = newsletter(page)
    await expect(form.section).toBeVisible()
    await form.submit.click()
    await expect(form.section.getByText('El e-mail es obligatorio')).toBeVisible()
    await expect(form.email).toHaveAttribute('aria-invalid', 'true')
    await expect(form.email).toHaveAccessibleDescription('El e-mail es obligatorio')
    await expect(form.email).toBeFocused()

    await form.email.fill('ana@gemela')
    await expect(form.email).toHaveAccessibleDescription('Dirección de e-mail no válida')
    await form.submit.click()
    await expect(form.section.getByText('Dirección de e-mail no válida')).toBeVisible()

    await form.email.fill('ANA@GEMELA.ES')
    await expect(form.section.getByText('Dirección de e-mail no válida')).toBeHidden()
    await expect(form.email).not.toHaveAttribute('aria-invalid', 'true')
    await expectNoA11yViolations(page)
  })

  test('double opt-in: subscribe, open the e-mail’s link, confirm with its button; the link works once', async ({ page, mailbox }) => {
    const address = uniqueEmail('newsletter')
    await page.goto('/')
    const form = newsletter(page)
    await form.email.fill(address)
    await form.submit.click()
    await expect(form.success).toBeVisible()
    await expect(form.email).toHaveValue('')
    await expect(page).toHaveURL('/')

    const mail = await mailbox.waitFor(address, (m) => m.subject === 'Confirma tu suscripción a Gemela')
    const confirmLink = findLink(mail, '/newsletter/confirm/')
    // Opening the link (as a mail scanner does) confirms nothing: the page asks, its button confirms.
    const response = await page.goto(confirmLink)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: 'Confirma tu suscripción' })).toBeVisible()
    await expect(page.getByText(`Pulsa el botón para empezar a recibir nuestras telas nuevas en ${address}.`)).toBeVisible()
    await page.reload()
    await page.getByRole('button', { name: 'Confirmar suscripción' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Suscripción confirmada' })).toBeVisible()
    await expect(page.getByText('Gracias. Desde ahora recibirás nuestras telas nuevas cada semana.')).toBeVisible()
    await mailbox.waitFor(address, (m) => m.subject === 'Bienvenida a Gemela')
    // Switching language keeps what the page said (the used link is not looked up again).
    await page.getByRole('button', { name: 'Cambiar idioma (actual: Español)' }).click()
    await page.getByRole('link', { name: 'English' }).click()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('heading', { level: 1, name: 'Subscription confirmed' })).toBeVisible()

    // Opened again (the visitor now reads the shop in English): used, so 404.
    const again = await page.goto(confirmLink)
    expect(again?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Invalid link' })).toBeVisible()
  })

  test('unsubscribe from the e-mail’s link: it asks, then confirms @phone', async ({ page, mailbox }) => {
    const address = uniqueEmail('baja')
    await page.goto('/')
    const form = newsletter(page)
    await form.email.fill(address)
    await form.submit.click()
    await expect(form.success).toBeVisible()

    const mail = await mailbox.waitFor(address)
    await page.goto(findLink(mail, '/newsletter/unsubscribe/'))
    await expect(page.getByRole('heading', { level: 1, name: '¿Quieres dejar de recibir nuestra newsletter?' })).toBeVisible()
    await expect(page.getByText(address)).toBeVisible()
    await expectNoA11yViolations(page)

    await page.getByRole('button', { name: 'Darme de baja' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Te has dado de baja' })).toBeVisible()
    await expect(page.getByText('No volverás a recibir nuestra newsletter. Puedes volver cuando quieras.')).toBeVisible()
    await expectNoA11yViolations(page)

    // Opening the link later still says so.
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'Te has dado de baja' })).toBeVisible()
  })

  test('confirmation page and an invalid link pass axe @phone', async ({ page, mailbox }) => {
    const address = uniqueEmail('axe')
    await page.goto('/')
    const form = newsletter(page)
    await form.email.fill(address)
    await form.submit.click()
    await expect(form.success).toBeVisible()
    await page.goto(findLink(await mailbox.waitFor(address), '/newsletter/confirm/'))
    await expect(page.getByRole('heading', { level: 1, name: 'Confirma tu suscripción' })).toBeVisible()
    await expectNoA11yViolations(page)
    await page.getByRole('button', { name: 'Confirmar suscripción' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Suscripción confirmada' })).toBeVisible()
    await expectNoA11yViolations(page)

    const response = await page.goto('/newsletter/unsubscribe/no-such-token')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Enlace no válido' })).toBeVisible()
    await expectNoA11yViolations(page)
  })

  test('English visitors get the form and the e-mail in English', async ({ page, mailbox }) => {
    const address = uniqueEmail('english')
    await page.goto('/?lng=en')
    const section = page.getByRole('region', { name: 'New fabrics every week' })
    await section.getByRole('button', { name: 'Subscribe' }).click()
    await expect(section.getByText('Email is required')).toBeVisible()
    await section.getByLabel('Your email').fill(address)
    await section.getByRole('button', { name: 'Subscribe' }).click()
    await expect(section.getByText('Check your inbox: we have sent you an email to confirm your subscription.')).toBeVisible()
    const mail = await mailbox.waitFor(address)
    expect(mail.subject).toBe('Confirm your subscription to Gemela')
    await page.goto(`${findLink(mail, '/newsletter/confirm/')}?lng=en`)
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm your subscription' })).toBeVisible()
    await page.getByRole('button', { name: 'Confirm subscription' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Subscription confirmed' })).toBeVisible()
  })
})

test.describe('newsletter without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the form posts, comes back to the page and says what happened @phone', async ({ page, mailbox }) => {
    await page.goto('/')
    const form = newsletter(page)
    await form.email.fill('ana@gemela')
    await form.submit.click()
    await expect(page).toHaveURL('/?newsletter=invalid#newsletter')
    await expect(form.section.getByText('Dirección de e-mail no válida')).toBeVisible()

    const address = uniqueEmail('nojs')
    await form.email.fill(address)
    await form.submit.click()
    await expect(page).toHaveURL('/?newsletter=sent#newsletter')
    await expect(form.success).toBeVisible()
    const mail = await mailbox.waitFor(address)

    // The confirmation page's button is a plain form post too.
    await page.goto(findLink(mail, '/newsletter/confirm/'))
    await page.getByRole('button', { name: 'Confirmar suscripción' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Suscripción confirmada' })).toBeVisible()

    await page.goto(findLink(mail, '/newsletter/unsubscribe/'))
    await page.getByRole('button', { name: 'Darme de baja' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Te has dado de baja' })).toBeVisible()
  })
})
