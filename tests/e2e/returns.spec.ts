import type { Page } from '@playwright/test'
import { expect, expectNoA11yViolations, test, uniqueEmail } from './fixtures.ts'

function returnForm(page: Page) {
  return {
    orderNumber: page.getByLabel('Número de pedido'),
    email: page.getByLabel('Email', { exact: true }),
    reason: page.getByLabel('Motivo'),
    comments: page.getByLabel('Comentarios (opcional)'),
    submit: page.getByRole('button', { name: 'Enviar solicitud' }),
  }
}

test.describe('returns and exchanges', () => {
  test('the page states the policy from settings and links the full policy @phone', async ({ page }) => {
    await page.goto('/returns-exchanges')
    await expect(page.getByRole('heading', { level: 1, name: 'Devoluciones y cambios' })).toBeVisible()
    await expect(page.getByText('Tienes 1 cambio de talla gratis por pedido durante los 30 días siguientes a la entrega.')).toBeVisible()
    await expect(page.getByText(/avísanos en las 48 horas siguientes/)).toBeVisible()
    await expect(page.getByRole('link', { name: 'hola@gemela.es' })).toHaveAttribute('href', 'mailto:hola@gemela.es')
    // The form asks for what the policy offers: no refund, but a size change, an adjustment, a repair.
    await expect(page.getByRole('heading', { level: 2, name: 'Solicitar un cambio o un arreglo' })).toBeVisible()
    await expect(returnForm(page).reason.getByRole('option')).toHaveText([
      'Elige un motivo',
      'La talla no es correcta',
      'Quiero un arreglo (largo de manga o de bajo, entalle…)',
      'La calidad no es la esperada',
      'Es diferente a lo que pedí',
      'Tiene un defecto',
      'Otro motivo',
    ])
    await expectNoA11yViolations(page)
    await page.getByRole('link', { name: 'Lee la política de devoluciones completa' }).click()
    await expect(page).toHaveURL('/return-policy')
  })

  test('an order’s "Solicitar ajuste o cambio" link fills in its number and e-mail @phone', async ({ page }) => {
    await page.goto(`/returns-exchanges?order=GM-2026-000123&email=${encodeURIComponent('ana+pedido@example.com')}`)
    const form = returnForm(page)
    await expect(form.orderNumber).toHaveValue('GM-2026-000123')
    await expect(form.email).toHaveValue('ana+pedido@example.com')
  })

  test('errors show next to each field, and nothing is sent @phone', async ({ page }) => {
    await page.goto('/returns-exchanges')
    const form = returnForm(page)
    await form.submit.click()
    await expect(form.orderNumber).toHaveAccessibleDescription(/Este campo es obligatorio/)
    await expect(form.email).toHaveAccessibleDescription(/Este campo es obligatorio/)
    await expect(form.reason).toHaveAccessibleDescription('Elige un motivo')
    await expect(form.orderNumber).toBeFocused()
    await expect(page.getByRole('alert')).toHaveText('Revisa los campos marcados.')
    await expectNoA11yViolations(page)

    await form.orderNumber.fill('GM 2025!')
    await form.email.fill('marta@')
    await expect(form.orderNumber).toHaveAccessibleDescription(/Usa solo letras, números y guiones/)
    await expect(form.email).toHaveAccessibleDescription(/El formato del email no es válido/)
    await expect(page).toHaveURL('/returns-exchanges')
  })

  test('a valid request shows its number and the acknowledgement arrives @phone', async ({ page, mailbox }) => {
    const address = uniqueEmail('devolucion')
    await page.goto('/returns-exchanges')
    const form = returnForm(page)
    await form.orderNumber.fill('GM-2025-0142')
    await form.email.fill(address)
    await form.reason.selectOption({ label: 'La talla no es correcta' })
    await form.comments.fill('Me queda grande de hombros.')
    await form.submit.click()

    await expect(page.getByRole('heading', { name: 'Solicitud recibida' })).toBeVisible()
    await expect(page).toHaveURL(/\/returns-exchanges\?request=R-\d{5}#return-form$/)
    const number = new URL(page.url()).searchParams.get('request')!
    await expect(page.getByText(`Tu número de solicitud es ${number}.`)).toBeVisible()

    const mail = await mailbox.waitFor(address)
    expect(mail.subject).toBe(`Hemos recibido tu solicitud ${number}`)
    expect(mail.text).toContain('Pedido: GM-2025-0142')
    await expectNoA11yViolations(page)
  })
})

test.describe('returns form without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the server shows the errors and keeps what was typed, then accepts the request', async ({ page, mailbox }) => {
    await page.goto('/returns-exchanges')
    const form = returnForm(page)
    await form.orderNumber.fill('GM-77')
    await form.email.fill('no-es-un-email')
    await form.submit.click()
    await expect(form.email).toHaveAccessibleDescription(/El formato del email no es válido/)
    await expect(form.reason).toHaveAccessibleDescription('Elige un motivo')
    await expect(form.orderNumber).toHaveValue('GM-77')

    const address = uniqueEmail('sinjs')
    await form.email.fill(address)
    await form.reason.selectOption('defect')
    await form.submit.click()
    await expect(page.getByRole('heading', { name: 'Solicitud recibida' })).toBeVisible()
    await mailbox.waitFor(address)
  })
})

test.describe('returns form limits', () => {
  test('a fourth request to one address within the hour is refused with a message, and what she typed stays', async ({ page, mailbox }) => {
    const address = uniqueEmail('limite')
    for (let i = 0; i < 3; i++) {
      await page.goto('/returns-exchanges')
      const form = returnForm(page)
      await form.orderNumber.fill('GM-2025-0142')
      await form.email.fill(address)
      await form.reason.selectOption('size')
      await form.submit.click()
      await expect(page.getByRole('heading', { name: 'Solicitud recibida' })).toBeVisible()
    }
    await mailbox.waitFor(address)

    await page.goto('/returns-exchanges')
    const form = returnForm(page)
    await form.orderNumber.fill('GM-2025-0142')
    await form.email.fill(address)
    await form.reason.selectOption('size')
    await form.comments.fill('Cuarta vez')
    await form.submit.click()
    await expect(page.getByRole('alert')).toHaveText(
      /^Hemos recibido demasiadas solicitudes en poco tiempo\. Inténtalo de nuevo dentro de \d+ minutos o escríbenos a hola@gemela\.es\.$/,
    )
    await expect(page.getByRole('heading', { name: 'Solicitud recibida' })).toBeHidden()
    await expect(form.comments).toHaveValue('Cuarta vez')
    await expect(form.email).toHaveValue(address)
    await expectNoA11yViolations(page)
  })
})
