import { describe, expect, test } from 'vitest'
import { renderMail } from './mail-layout.server.ts'

const base = {
  lang: 'es',
  storeName: 'Gemela',
  subject: 'Hola',
  heading: 'Confirma <tu> suscripción',
  paragraphs: ['Línea uno\nlínea dos', 'Tom & "Jerry"'],
  footer: ['¿Dudas? hola@gemela.es'],
}

describe('renderMail', () => {
  test('HTML part: escaped text, the store name, the button and its fallback link', async () => {
    const mail = await renderMail({
      ...base,
      button: { label: 'Confirmar', url: 'https://gemela.es/newsletter/confirm/abc?x=1&y=2' },
      fallbackLinkText: 'Si el botón no funciona:',
    })
    expect(mail.html).toMatch(/<html [^>]*lang="es"/)
    expect(mail.html).toMatch(/>Gemela<\/p>/)
    expect(mail.html).toContain('Confirma &lt;tu&gt; suscripción')
    expect(mail.html).toContain('Línea uno<br/>línea dos')
    expect(mail.html).toContain('Tom &amp; &quot;Jerry&quot;')
    expect(mail.html).toContain('href="https://gemela.es/newsletter/confirm/abc?x=1&amp;y=2"')
    expect(mail.html).not.toContain('<tu>')
  })

  test('text part carries the same words and links', async () => {
    const mail = await renderMail({ ...base, button: { label: 'Confirmar', url: 'https://gemela.es/c/abc' }, closing: ['Hasta pronto'] })
    expect(mail.text).toContain('GEMELA')
    expect(mail.text).toContain('Confirma <tu> suscripción')
    expect(mail.text).toContain('Confirmar: https://gemela.es/c/abc')
    expect(mail.text).toContain('Hasta pronto')
    expect(mail.text).toContain('¿Dudas? hola@gemela.es')
  })

  test('newsletter mail: unsubscribe link in both parts and List-Unsubscribe headers', async () => {
    const url = 'https://gemela.es/newsletter/unsubscribe/tok'
    const mail = await renderMail({ ...base, unsubscribe: { url, label: 'Darme de baja' } })
    expect(mail.html).toContain(`href="${url}"`)
    expect(mail.text).toContain(`Darme de baja: ${url}`)
    expect(mail.headers).toEqual({ 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' })
  })

  test("an order's items: each with its drawing, in both parts", async () => {
    const mail = await renderMail({
      ...base,
      items: [
        {
          title: 'Camisa <Clásica>',
          lines: ['Tejido: Verde Primavera', 'Talla M'],
          price: '89,00 €',
          imageUrl: 'https://gemela.es/media/garment.png?kind=shirt&sig=x',
          imageAlt: 'Camisa',
        },
      ],
      afterItems: ['Total 89,00 €'],
    })
    expect(mail.html).toContain('src="https://gemela.es/media/garment.png?kind=shirt&amp;sig=x"')
    expect(mail.html).toContain('Camisa &lt;Clásica&gt;')
    expect(mail.text).toContain('· Camisa <Clásica> — 89,00 €\n  Tejido: Verde Primavera\n  Talla M')
    expect(mail.text.indexOf('Total 89,00 €')).toBeGreaterThan(mail.text.indexOf('Talla M'))
  })

  test('other mail has no unsubscribe headers', async () => {
    expect((await renderMail(base)).headers).toEqual({})
  })
})
