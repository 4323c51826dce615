import type { Page } from '@playwright/test'
import { demoAdminLogin, expect, expectNoA11yViolations, tabTo, test, uniqueEmail } from './fixtures.ts'
import { signInAsAdmin } from './back-office-helpers.ts'

/*
 * Issue 17, item 7: the back office's requests. A customer asks for a size change from the shop's
 * form; the demo admin (the password the shop generated at its first start) finds the request,
 * writes an internal note, replies — the customer's e-mail arrives, in the shop's layout — and
 * closes it. Each test sends its own request from its own address.
 */

/** The customer's form on /returns-exchanges; returns the request's number (R-00042). */
async function sendRequest(page: Page, email: string, comments: string) {
  await page.goto('/returns-exchanges')
  await page.getByLabel('Número de pedido').fill('GM-2026-000999')
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Motivo').selectOption({ label: 'La talla no es correcta' })
  await page.getByLabel('Comentarios (opcional)').fill(comments)
  await page.getByRole('button', { name: 'Enviar solicitud' }).click()
  await expect(page.getByRole('heading', { name: 'Solicitud recibida' })).toBeVisible()
  return /request=(R-\d{5,})/.exec(page.url())![1]!
}

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text })

/** The line under the request page's title: its status and reason. */
const statusLine = (page: Page) => page.getByRole('heading', { level: 1 }).locator('xpath=following-sibling::p[1]')

test.describe('back office: requests', () => {
  test('a customer’s request is found, noted, answered by e-mail in the shop’s layout, and closed @phone', async ({ page, mailbox }) => {
    test.slow()
    const email = uniqueEmail('solicitud')
    const comments = 'La manga me queda larga.\n<b>¿Podéis cambiarla?</b>'
    const number = await sendRequest(page, email, comments)

    // The home counts it among what waits, as a link to the new requests.
    await signInAsAdmin(page, '/admin')
    const waiting = page.getByRole('link', { name: /^Solicitudes por responder/ })
    await expect(waiting).toHaveAttribute('href', '/admin/requests?status=new')
    await expect(waiting).toContainText(/[1-9]\d*/)
    await waiting.click()
    await expect(page.getByRole('heading', { name: 'Solicitudes', level: 1 })).toBeVisible()
    await expect(page.getByLabel('Estado')).toHaveValue('new')

    // Found by her e-mail, in capitals.
    await page.getByRole('searchbox', { name: 'Buscar' }).fill(email.toUpperCase())
    await page.getByRole('button', { name: 'Filtrar' }).click()
    const row = page.getByRole('row', { name: new RegExp(number) })
    await expect(row).toHaveCount(1)
    await expect(row).toContainText('Cambio de talla')
    await expect(row).toContainText('Nueva')
    await expect(row).toContainText('no coincide')
    await expectNoA11yViolations(page)
    await row.getByRole('link', { name: `Abrir la solicitud ${number}` }).click()

    // Her request, her words as she wrote them (text, not markup), and no order to link.
    await expect(page.getByRole('heading', { name: number, level: 1 })).toBeVisible()
    await expect(statusLine(page)).toContainText('Nueva')
    await expect(page.getByText('<b>¿Podéis cambiarla?</b>')).toBeVisible()
    await expect(page.getByText('No coincide con ningún pedido')).toBeVisible()
    await expect(page.getByText('Escribió el número GM-2026-000999, que no corresponde a ningún pedido hecho con su e-mail.')).toBeVisible()
    await expectNoA11yViolations(page)

    // An internal note, with who wrote it.
    const note = page.getByRole('textbox', { name: 'Nota interna' })
    await note.fill('Llamarla el lunes: prefiere la talla M.')
    await page.getByRole('button', { name: 'Guardar nota' }).click()
    await expect(toast(page, 'Nota guardada')).toBeVisible()
    const history = page.getByRole('region', { name: 'Historial' })
    await expect(history.getByText('Llamarla el lunes: prefiere la talla M.')).toBeVisible()
    await expect(history).toContainText(`por ${demoAdminLogin().email}`)
    await expect(note).toHaveValue('')

    // An empty reply is refused next to its field.
    const reply = page.getByRole('textbox', { name: 'Tu respuesta' })
    await page.getByRole('button', { name: 'Enviar respuesta' }).click()
    await expect(reply).toHaveAccessibleDescription(/Este campo es obligatorio/)
    await expectNoA11yViolations(page)

    // The reply: she gets it by e-mail, the request is answered and keeps what was sent.
    await reply.fill('Hola:\n\nTe enviamos una etiqueta para el cambio de talla.\nUn saludo,\nGemela')
    await page.getByRole('button', { name: 'Enviar respuesta' }).click()
    await expect(toast(page, 'Respuesta enviada')).toBeVisible()
    await expect(statusLine(page)).toContainText('Respondida')
    await expect(history.getByText('Respuesta enviada a la clienta')).toBeVisible()
    await expect(history.getByText(/Te enviamos una etiqueta para el cambio de talla\./)).toBeVisible()
    const mail = await mailbox.waitFor(email, (m) => m.subject.startsWith('Respuesta'))
    expect(mail.subject).toBe(`Respuesta a tu solicitud ${number}`)
    expect(mail.text).toContain('Te enviamos una etiqueta para el cambio de talla.')
    expect(mail.text).not.toContain('Llamarla el lunes')
    expect(mail.html).not.toContain('Llamarla el lunes')

    // Closed, then found among the closed ones.
    await page.getByRole('button', { name: 'Cerrar la solicitud' }).click()
    await expect(toast(page, 'Estado cambiado')).toBeVisible()
    await expect(statusLine(page)).toContainText('Cerrada')
    await expect(page.getByRole('button', { name: 'Reabrir' })).toBeVisible()
    await expectNoA11yViolations(page)
    await page.goto(`/admin/requests?status=closed&q=${encodeURIComponent(number)}`)
    await expect(page.getByRole('row', { name: new RegExp(number) })).toContainText('Cerrada')
  })

  test('a search that matches nothing says so and offers to clear the filters; the search is typed and sent from the keyboard', async ({ page }) => {
    await signInAsAdmin(page, '/admin/requests')
    await page.getByLabel('Motivo').selectOption({ label: 'Defecto' })
    const search = page.getByRole('searchbox', { name: 'Buscar' })
    await tabTo(page, search)
    await page.keyboard.type('nadie-jamas@example.com')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/admin\/requests\?q=nadie-jamas%40example\.com&status=&reason=defect$/)
    await expect(page.getByText('Ninguna solicitud coincide')).toBeVisible()
    await expect(page.getByRole('table')).toHaveCount(0)
    await expectNoA11yViolations(page)
    await page.getByRole('link', { name: 'Quitar filtros' }).first().click()
    await expect(page).toHaveURL('/admin/requests')
  })
})
