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

  test('a reference is never broken at its hyphens: kept whole in running text and in the transfer details, its hyphens plain', async () => {
    const mail = await renderMail({
      ...base,
      paragraphs: ['Haz una transferencia con el concepto GM-2026-000123. Tu solicitud R-00042 y tu e-mail siguen igual.'],
      payment: {
        title: 'Datos para la transferencia',
        rows: [
          { label: 'Titular', value: 'Gemela Atelier S.L.' },
          { label: 'IBAN', value: 'ES91 2100 0418 4502 0005 1332', whole: true },
          { label: 'Concepto', value: 'GM-2026-000123', whole: true },
        ],
      },
      facts: [{ label: 'Envío a', value: 'Lucía Martín\nCalle del Pez 12' }],
    })
    expect(mail.html).toContain('con el concepto <span style="white-space:nowrap">GM-2026-000123</span>.')
    expect(mail.html).toContain('Tu solicitud <span style="white-space:nowrap">R-00042</span> y tu e-mail')
    // A hyphenated word without a digit is prose: it may wrap as any word.
    expect(mail.html).not.toContain('>e-mail</span>')
    expect(mail.html).toMatch(/white-space:nowrap[^>]*>ES91 2100 0418 4502 0005 1332</)
    expect(mail.html).toMatch(/white-space:nowrap[^>]*>GM-2026-000123</)
    expect(mail.html).not.toMatch(/white-space:nowrap[^>]*>Gemela Atelier S.L.</)
    // Plain hyphens she can paste into her bank's form, never non-breaking ones.
    expect(mail.html).not.toContain('\u2011')
    expect(mail.text).toContain('Concepto: GM-2026-000123')
    expect(mail.html).toContain('Lucía Martín<br/>Calle del Pez 12')
  })

  test('other mail has no unsubscribe headers', async () => {
    expect((await renderMail(base)).headers).toEqual({})
  })

  test('the layout: viewport meta, one column at most 600 px, the brand faces first with safe fallbacks, the tagline in her language', async () => {
    const es = await renderMail(base)
    expect(es.html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1"/>')
    expect(es.html).toContain('max-width:600px')
    expect(es.html).toContain('font-family:&#x27;Cormorant Garamond&#x27;, Cormorant, Garamond, Georgia, &#x27;Times New Roman&#x27;, serif')
    expect(es.html).toContain('font-family:Jost, &#x27;Helvetica Neue&#x27;, Helvetica, Arial, sans-serif')
    expect(es.html).toContain('@media only screen and (max-width: 480px)')
    expect(es.html).toContain('Prendas hechas a tu medida')
    expect((await renderMail({ ...base, lang: 'en' })).html).toContain('Garments made to your measure')
  })

  test('blocks: a notice, the transfer to copy, a gift code, totals, facts and the legal identity, in both parts', async () => {
    const mail = await renderMail({
      ...base,
      notice: 'Reservamos tus tejidos hasta el lunes',
      payment: {
        title: 'Datos para la transferencia',
        rows: [
          { label: 'IBAN', value: 'ES91 2100 0418 4502 0005 1332' },
          { label: 'Concepto', value: 'GM-2026-000001' },
        ],
      },
      giftCode: { label: 'Tu código regalo', code: 'ABCD-EFGH-JKLM', amount: '50,00 €', note: 'No caduca.' },
      totals: [
        { label: 'Subtotal', value: '89,00 €' },
        { label: 'Total', value: '93,95 €', total: true },
        { label: 'IVA incluido', value: '16,31 €', note: true },
      ],
      facts: [{ label: 'Envío a', value: 'Calle del Pez 12\n28004 Madrid' }],
      legal: ['Gemela Atelier S.L. · NIF B12345674 · Calle del Almendro 7, 28005 Madrid, España'],
    })
    for (const part of [mail.html, mail.text]) {
      for (const words of ['Reservamos tus tejidos hasta el lunes', 'ES91 2100 0418 4502 0005 1332', 'GM-2026-000001', 'ABCD-EFGH-JKLM', '93,95 €', '16,31 €', 'NIF B12345674']) {
        expect(part).toContain(words)
      }
    }
    // Each value of the transfer selectable whole, with one tap.
    expect(mail.html).toMatch(/user-select:all[^>]*>ES91 2100 0418 4502 0005 1332</)
    expect(mail.text).toContain('DATOS PARA LA TRANSFERENCIA\nIBAN: ES91 2100 0418 4502 0005 1332\nConcepto: GM-2026-000001')
    expect(mail.text).toContain('Subtotal: 89,00 €\nTotal: 93,95 €\nIVA incluido: 16,31 €')
    expect(mail.text).toContain('Tu código regalo: ABCD-EFGH-JKLM')
    expect(mail.text).toContain('Envío a: Calle del Pez 12\n28004 Madrid')
    expect(mail.html).toContain('Calle del Pez 12<br/>28004 Madrid')
  })
})
