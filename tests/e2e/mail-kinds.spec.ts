import type { Page } from '@playwright/test'
import { expect, expectNoA11yViolations, test } from './fixtures.ts'

/*
 * Issue 32, item 10: every kind of e-mail the shop sends, as /dev/mail-preview composes it with the
 * shop's own functions (the production build opens it only with MAIL_PREVIEW=1, which the tests'
 * server sets), at a phone's width and a desktop's: nothing wider than the screen, axe clean, and
 * what each kind must say. The real messages are the same composition: the journeys read them from
 * the mail sink (hold-mails.spec.ts, checkout.spec.ts…).
 */

type Kind = { kind: string; heading: string; says: (string | RegExp)[] }

const kinds: Kind[] = [
  {
    kind: 'order-transfer',
    heading: 'Pedido recibido — pendiente de tu transferencia',
    says: [
      'Datos para la transferencia',
      'ES91 2100 0418 4502 0005 1332',
      'Gemela Atelier S.L.',
      'GM-2026-000142',
      // Where it goes says who it goes to: her name above the address.
      /Envío a\s*Lucía Martín Ruiz\s*Calle del Pez 12, 3º B/,
      'Manga: Larga · Puño: Clásico de botón · Cuello: Clásico',
      'Talla M · cuello 38 cm',
      'Producción urgente',
      'IVA incluido',
      'NIF B12345674',
    ],
  },
  {
    kind: 'order-card',
    heading: '¡Gracias por tu pedido!',
    says: ['Tu pago está confirmado: empezamos a preparar tu prenda.', /Entrega estimada\s*entre el \d+ de \w+ y el \d+ de \w+/, 'Total'],
  },
  { kind: 'order-gift-card', heading: '¡Gracias por tu regalo!', says: ['Tarjeta regalo para Marta', 'Las tarjetas regalo no llevan IVA', 'ES91 2100 0418 4502 0005 1332'] },
  {
    kind: 'gift-card-received',
    heading: 'Tienes un regalo, Marta',
    says: ['Tu código regalo', 'K7MP-Q4RX-2WZ9-HT3N', '75,00 €', '«¡Feliz cumpleaños! Para que estrenes algo tuyo.»'],
  },
  { kind: 'gift-card-sent', heading: 'Tu regalo ha llegado', says: ['Hoy hemos enviado a Marta (marta@example.com) la tarjeta regalo de 75,00 €'] },
  { kind: 'payment-received', heading: 'Hemos recibido tu pago', says: ['Tu pago de 136,25 € del pedido GM-2026-000142 está confirmado.', /entre el \d+ de \w+ y el \d+ de \w+/] },
  { kind: 'payment-received-gift-card', heading: 'Hemos recibido tu pago', says: ['Enviaremos la tarjeta por e-mail a marta@example.com el'] },
  { kind: 'shipped', heading: 'Tu prenda está en camino', says: ['Lo lleva SEUR.', 'Seguir el envío'] },
  { kind: 'cancelled', heading: 'Tu pedido está cancelado', says: ['Te devolvemos 136,25 €'] },
  { kind: 'refund', heading: 'Tu dinero vuelve a tu cuenta', says: ['ya estaba cancelado', 'No tienes que hacer nada.'] },
  {
    kind: 'hold-reminder',
    heading: 'Tus tejidos siguen reservados',
    says: [/Reservamos tus tejidos hasta el \p{L}+, \d+ de \p{L}+, \d\d:\d\d\./u, 'ES91 2100 0418 4502 0005 1332', 'Concepto'],
  },
  { kind: 'order-expired', heading: 'Tu pedido ha caducado', says: ['sus tejidos vuelven a estar a la venta', 'No te hemos cobrado nada.', 'Volver a la colección'] },
  { kind: 'return-acknowledgement', heading: 'Solicitud recibida', says: ['Pedido: GM-2026-000142'] },
  { kind: 'return-reply', heading: 'Sobre tu solicitud R-00042', says: ['Te enviamos una etiqueta de envío gratis para el cambio de talla.'] },
  // The shop's own notices (shop-notices.server.ts, request-notice.server.ts), in Spanish, to its contact address.
  {
    kind: 'shop-new-order',
    heading: 'Nuevo pedido GM-2026-000142',
    says: [
      /ha hecho un pedido de 136,25\s€/,
      'Pagará por transferencia con el concepto GM-2026-000142',
      'Manga: Larga · Puño: Clásico de botón · Cuello: Clásico',
      /Clienta\s*Lucía Martín Ruiz/,
      /Pago\s*Transferencia/,
      /Envío a\s*Lucía Martín Ruiz/,
      'Abrir el pedido en el panel',
    ],
  },
  { kind: 'shop-new-order-gift-card', heading: 'Nuevo pedido', says: ['Tarjeta regalo para Marta', /Pago\s*Tarjeta/, 'Pagado con tarjeta: ya puede pasar a confección.'] },
  {
    kind: 'shop-new-request',
    heading: 'Nueva solicitud R-00042',
    says: ['lucia@example.com ha enviado una solicitud: La talla no es correcta.', 'GM-2026-000142 (es suyo)', 'Abrir la solicitud en el panel'],
  },
  { kind: 'account-verify', heading: 'Confirma tu email, Lucía', says: ['Confirmar mi email', '/api/auth/verify-email?token='] },
  { kind: 'account-reset', heading: 'Restablece tu contraseña', says: ['Elegir nueva contraseña', '/reset-password/'] },
  { kind: 'account-change', heading: 'Confirma tu nuevo email, Lucía', says: ['Confirmar mi nuevo email'] },
  { kind: 'account-changed', heading: 'Hola, Lucía', says: ['lucia.nueva@example.com'] },
  { kind: 'newsletter-confirm', heading: 'Confirma tu suscripción', says: ['Confirmar suscripción', 'Darme de baja'] },
  { kind: 'newsletter-welcome', heading: 'Ya estás dentro', says: ['Darme de baja'] },
  { kind: 'newsletter-already', heading: 'Ya estabas en la lista', says: ['Darme de baja'] },
]

/**
 * The message as a mail client shows it: its HTML put in the page as it is (fetched, then set as the
 * page's content: the shop's page fixture waits for the shop's scripts, which a message has none of).
 */
async function open(page: Page, path: string) {
  const response = await page.request.get(path)
  expect(response.status()).toBe(200)
  await page.setContent(await response.text(), { waitUntil: 'load' })
}

async function expectReadable(page: Page) {
  // Nothing scrolls sideways: the document is no wider than the screen.
  const { scroll, client } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }))
  expect(scroll, 'horizontal overflow').toBeLessThanOrEqual(client)
  await expectNoA11yViolations(page)
}

test.describe('every e-mail the shop sends, phone and desktop', () => {
  for (const { kind, heading, says } of kinds) {
    test(`${kind} @phone`, async ({ page }) => {
      await open(page, `/dev/mail-preview/${kind}`)
      await expect(page.getByRole('heading', { level: 1 })).toContainText(heading)
      const body = page.locator('body')
      for (const words of says) await expect(body).toContainText(words)
      // The footer: the shop's contact and who it is in law.
      await expect(body).toContainText('Gemela Atelier S.L. · NIF B12345674 · Calle del Almendro 7, 28005 Madrid, España')
      await expectReadable(page)
      // The plain-text twin says the heading too.
      const text = await (await page.request.get(`/dev/mail-preview/${kind}?part=text`)).text()
      expect(text).toContain(heading)
    })
  }

  test('the reference and the IBAN she copies are never broken across lines, down to a 320 px phone @phone', async ({ page }) => {
    const whole = ['GM-2026-000142', 'ES91 2100 0418 4502 0005 1332']
    for (const width of [390, 320]) {
      await page.setViewportSize({ width, height: 844 })
      await open(page, '/dev/mail-preview/order-transfer')
      // Each element whose whole text is the reference or the IBAN (in the paragraphs and in the transfer's details): its line boxes.
      const found = await page.evaluate(
        (values) =>
          [...document.querySelectorAll('span, p')]
            .filter((el) => values.includes(el.textContent ?? ''))
            .map((el) => {
              const range = document.createRange()
              range.selectNodeContents(el)
              return { text: el.textContent, lines: new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size }
            }),
        whole,
      )
      // The reference twice in the paragraphs and once to copy; the IBAN once.
      expect(found.filter((f) => f.text === whole[0]).length, `reference at ${width}px`).toBeGreaterThanOrEqual(3)
      expect(found.filter((f) => f.text === whole[1]).length, `IBAN at ${width}px`).toBe(1)
      for (const f of found) expect(f.lines, `${f.text} at ${width}px`).toBe(1)
      await expectReadable(page)
    }
  })

  test('in English too, and the preview lists every kind @phone', async ({ page }) => {
    await open(page, '/dev/mail-preview/hold-reminder?lng=en')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your fabrics are still on hold')
    await expect(page.locator('body')).toContainText('Bank transfer details')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expectReadable(page)
    await open(page, '/dev/mail-preview')
    await expect(page.getByRole('link', { name: 'es' })).toHaveCount(kinds.length)
  })
})
