import { formatRange } from '#app/modules/content/format.ts'
import { defaultStoreSettings } from '#app/modules/store/settings.ts'
import { expect, expectNoA11yViolations, test } from './fixtures.ts'

/** Every content page of issue #2: its document title and its h1 in both languages (the dictionaries' texts). */
const pages = [
  { path: '/values', title: 'Nuestros valores', es: 'Lo que cosemos en cada prenda', en: 'What we sew into every garment' },
  {
    path: '/process',
    title: 'El proceso',
    es: 'De tu idea a tu armario, en cuatro pasos',
    en: 'From your idea to your wardrobe, in four steps',
  },
  { path: '/how-it-works', title: 'Cómo funciona', es: 'Comprar a medida, paso a paso', en: 'Made to measure, step by step' },
  { path: '/faq', title: 'Preguntas frecuentes', es: 'Preguntas frecuentes', en: 'Frequently asked questions' },
  { path: '/shipping-policy', title: 'Política de envíos', es: 'Política de envíos', en: 'Shipping policy' },
  { path: '/return-policy', title: 'Política de devoluciones', es: 'Política de devoluciones', en: 'Return policy' },
  { path: '/contact', title: 'Contacto', es: 'Contacto', en: 'Contact' },
  { path: '/terms', title: 'Condiciones generales', es: 'Condiciones generales de contratación', en: 'Terms and conditions of sale' },
]

const faq = {
  unique: '¿Qué hace única a cada prenda?',
  measurements: '¿Cómo doy mis medidas?',
  delivery: '¿Cuánto tarda en llegar mi pedido?',
  fabric: '¿Qué telas utilizáis?',
  returns: '¿Puedo devolver o cambiar mi prenda?',
  payment: '¿Cómo puedo pagar?',
}

test.describe('content pages', () => {
  for (const { path, title, es, en } of pages) {
    test(`${path} renders one h1 in Spanish and in English`, async ({ page }) => {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
      await expect(page.getByRole('heading', { level: 1, name: es, exact: true })).toBeVisible()
      await expect(page).toHaveTitle(`${title} · Gemela`)
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/)

      await page.goto(`${path}?lng=en`)
      await expect(page.locator('html')).toHaveAttribute('lang', 'en')
      await expect(page.getByRole('heading', { level: 1, name: en, exact: true })).toBeVisible()
    })

    test(`${path} has no axe-core violations @phone`, async ({ page }) => {
      // /values fades its sections in as they scroll into view; axe would measure the contrast of the
      // section waiting below the fold mid-fade. Reduced motion shows every section at rest.
      if (path === '/values') await page.emulateMedia({ reducedMotion: 'reduce' })
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1, name: es, exact: true })).toBeVisible()
      await expectNoA11yViolations(page)
    })
  }

  test('/values has five sections that fade in, and stand still with reduced motion', async ({ page }) => {
    await page.goto('/values')
    const sections = page.locator('section.reveal')
    await expect(sections).toHaveCount(5)
    const names = () => sections.evaluateAll((els) => els.map((el) => getComputedStyle(el).animationName))
    expect(await names()).toEqual(Array(5).fill('reveal'))

    await page.emulateMedia({ reducedMotion: 'reduce' })
    expect(await names()).toEqual(Array(5).fill('none'))
  })

  test('/values alternates image and text on desktop and stacks them on a phone @phone', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/values')
    const wide = (page.viewportSize()?.width ?? 0) >= 1024
    for (let i = 0; i < 5; i++) {
      const section = page.locator('section.reveal').nth(i)
      const art = await section.locator('[data-part="art"]').boundingBox()
      const text = await section.locator('[data-part="text"]').boundingBox()
      if (!art || !text) throw new Error(`section ${i} has no image or text`)
      if (wide) expect(art.x < text.x, `section ${i}: image ${i % 2 === 0 ? 'left' : 'right'} of the text`).toBe(i % 2 === 0)
      else expect(art.y + art.height).toBeLessThanOrEqual(text.y)
    }
  })

  test('/process lays its four steps out by width @phone', async ({ page }) => {
    await page.goto('/process')
    const steps = page.locator('[data-step]')
    await expect(steps).toHaveCount(4)
    await expect(steps.getByRole('heading', { level: 3 })).toHaveText(['Diseña', 'Crea tu perfil corporal', 'Creación', 'Recíbela y pruébatela'])
    const tops = await steps.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)))
    const wide = (page.viewportSize()?.width ?? 0) >= 1024
    if (wide) expect(new Set(tops).size, 'four columns in one row').toBe(1)
    else expect(tops, 'a vertical timeline').toEqual([...tops].sort((a, b) => a - b))
    if (!wide) expect(new Set(tops).size).toBe(4)
  })

  test('/how-it-works shows four illustrated steps', async ({ page }) => {
    await page.goto('/how-it-works')
    const steps = page.locator('[data-step]')
    await expect(steps).toHaveCount(4)
    for (let i = 0; i < 4; i++) {
      await expect(steps.nth(i).locator('svg')).toHaveCount(1)
      await expect(steps.nth(i).getByRole('heading', { level: 2 })).toBeVisible()
    }
  })

  test('/faq keeps one answer open at a time and closes the open one on click', async ({ page }) => {
    await page.goto('/faq')
    const items = page.locator('[data-value^="item-"]')
    await expect(items).toHaveCount(6)
    expect(await items.evaluateAll((els) => els.map((el) => el.getAttribute('data-value')))).toEqual(['item-0', 'item-1', 'item-2', 'item-3', 'item-4', 'item-5'])
    for (const question of Object.values(faq)) {
      await expect(page.getByRole('button', { name: question, exact: true })).toHaveAttribute('data-state', 'closed')
    }

    const first = page.getByRole('button', { name: faq.unique, exact: true })
    const second = page.getByRole('button', { name: faq.measurements, exact: true })
    // The first click may land before React has hydrated the page; retry until the item opens.
    await expect(async () => {
      await first.click()
      await expect(first).toHaveAttribute('data-state', 'open', { timeout: 500 })
    }).toPass()
    await expect(page.locator('[data-value="item-0"]')).toHaveAttribute('data-state', 'open')
    await expect(page.getByRole('region', { name: faq.unique })).toBeVisible()

    await second.click()
    await expect(second).toHaveAttribute('data-state', 'open')
    await expect(first).toHaveAttribute('data-state', 'closed')
    await expect(page.locator('[data-value="item-0"]')).toHaveAttribute('data-state', 'closed')
    await expect(page.getByText('Tienes tres opciones')).toBeVisible()
    await expect(page.getByText('Cada prenda se corta con tus medidas')).toBeHidden()
    await expectNoA11yViolations(page)

    await second.click()
    await expect(second).toHaveAttribute('data-state', 'closed')
    await expect(page.locator('[data-state="open"]')).toHaveCount(0)
    await expect(page.getByText('Tienes tres opciones')).toBeHidden()
  })

  test('/terms has its 14 sections with a table of contents', async ({ page }) => {
    await page.goto('/terms')
    const sections = page.getByTestId('terms').locator(':scope > section')
    await expect(sections).toHaveCount(14)
    await expect(page.getByTestId('terms').getByRole('heading', { level: 2 })).toHaveCount(14)
    const toc = page.getByRole('navigation', { name: 'En esta página' })
    await expect(toc.locator('a:visible')).toHaveCount(14)
    await toc.getByRole('link', { name: '14. Legislación y jurisdicción' }).click()
    await expect(page).toHaveURL(/#law$/)
    await expect(page.getByTestId('terms').getByRole('link', { name: 'política de devoluciones' })).toHaveAttribute('href', '/return-policy')
    await expect(page.getByText('IVA (21 %)')).toBeVisible()
    await expect(page.getByText('recargo del 25 %')).toBeVisible()
  })

  test('/terms and the FAQ name exactly the ways to pay checkout offers, and the shipping policy the urgent production it sells', async ({ page }) => {
    // This server has Stripe's keys (its fake) and the embedded database (the test card).
    const methods =
      'tarjeta de prueba (modo de demostración: no se cobra nada), tarjeta o monedero digital (Apple Pay, Google Pay) en la página segura de Stripe, transferencia bancaria y tarjeta regalo de Gemela'
    await page.goto('/terms')
    const terms = page.getByTestId('terms')
    await expect(terms.locator('#payment')).toContainText(`Pagas el pedido completo al confirmarlo. Aceptamos ${methods}.`)
    for (const never of ['Bizum', 'efectivo', '50 % al confirmarlo']) await expect(terms).not.toContainText(never)
    await expect(terms.locator('#urgent')).toContainText('elige producción urgente en el paso de envío: confeccionamos tus prendas en 5–7 días laborables')

    await page.goto('/faq')
    const question = page.getByRole('button', { name: faq.payment, exact: true })
    await expect(async () => {
      await question.click()
      await expect(question).toHaveAttribute('data-state', 'open', { timeout: 500 })
    }).toPass()
    await expect(page.getByRole('region', { name: faq.payment })).toContainText(`Aceptamos ${methods}.`)

    await page.goto('/shipping-policy')
    await expect(page.locator('main')).toContainText('Pedidos de 3 prendas o más: 20–30 días laborables.')
    await expect(page.locator('main')).toContainText('Con producción urgente (+25 % sobre las prendas, la eliges al finalizar la compra): 5–7 días laborables.')
    await expect(page.locator('main')).toContainText('el envío exprés acorta solo el transporte')
    await expectNoA11yViolations(page)
  })

  test('/return-policy states one policy and links to the request form', async ({ page }) => {
    await page.goto('/return-policy')
    await expect(page.getByText('exentas del derecho de desistimiento de 14 días')).toBeVisible()
    await expect(page.getByText('un cambio de talla gratuito si lo solicitas en los 30 días naturales')).toBeVisible()
    await page.getByRole('link', { name: 'Solicitar un cambio o un arreglo' }).click()
    await expect(page).toHaveURL('/returns-exchanges')
  })

  test('/contact links the e-mail and states the hours', async ({ page }) => {
    await page.goto('/contact')
    await expect(page.getByRole('link', { name: 'hola@gemela.es' })).toHaveAttribute('href', 'mailto:hola@gemela.es')
    // The phones are the shop's settings (tests/e2e/storefront-accounts.spec.ts sets one).
    await expect(page.getByTestId('support-hours')).toHaveText('lunes a viernes, 10:00–14:00')
    await expect(page.getByText('Respondemos en un máximo de 72 horas laborables.')).toBeVisible()
  })

  test('the FAQ, the process and the shipping policy quote the same delivery figures from settings', async ({ page }) => {
    // The seed writes the default settings; every page must render them, not its own copy.
    const settings = defaultStoreSettings()
    const basic = `${formatRange(settings.production.basicDays)} días laborables`
    const complex = formatRange(settings.production.complexDays)
    const standard = `${formatRange(settings.shipping.standardDays)} días laborables`

    await page.goto('/shipping-policy')
    const shipping = page.locator('main')
    await expect(shipping).toContainText(basic)
    await expect(shipping).toContainText(`${complex} días laborables`)
    await expect(shipping.getByRole('row', { name: /Envío estándar/ })).toContainText(standard)

    await page.goto('/process')
    const process = page.locator('main')
    await expect(process).toContainText(basic)
    await expect(process).toContainText(`${complex} para las más complejas`)
    await expect(process).toContainText(`Te la enviamos en ${standard}`)

    await page.goto('/faq')
    const question = page.getByRole('button', { name: faq.delivery, exact: true })
    await expect(async () => {
      await question.click()
      await expect(question).toHaveAttribute('data-state', 'open', { timeout: 500 })
    }).toPass()
    const answer = page.getByRole('region', { name: faq.delivery })
    await expect(answer).toContainText(`${basic} para prendas básicas y ${complex} para las complejas`)
    await expect(answer).toContainText(`el envío estándar tarda ${standard}`)
  })
})
