import type { Page } from '@playwright/test'
import { formatRange } from '#app/modules/content/format.ts'
import { computeSingleGarmentRange } from '#app/modules/store/delivery.ts'
import { defaultStoreSettings } from '#app/modules/store/settings.ts'
import { expect, expectNoA11yViolations, test } from './fixtures.ts'

// The server under test runs on a freshly seeded database, whose settings are the defaults.
const days = formatRange(computeSingleGarmentRange(defaultStoreSettings()))

/** Scrolls well down the page first, so that landing at the top of the next page means something. */
async function scrollDown(page: Page, to: number) {
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), to)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
}

async function expectAtTop(page: Page) {
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
}

test.describe('home', () => {
  test('hero: title, three subtitle lines, the delivery promise from settings, one h1', async ({ page }) => {
    await page.goto('/')
    await expect(page).toHaveTitle('Prendas a medida en tejidos únicos · Gemela')
    const h1 = page.getByRole('heading', { level: 1 })
    await expect(h1).toHaveCount(1)
    await expect(h1).toHaveText('Prendas hechas a tu medida, en tejidos que no vuelven')
    const hero = page.getByRole('region', { name: 'Prendas hechas a tu medida, en tejidos que no vuelven' })
    await expect(hero.getByText('Diseñas tu prenda: eliges el tejido, la manga, el puño y el cuello.')).toBeVisible()
    await expect(hero.getByText('Cada tejido es único y limitado; cuando se agota, no vuelve.')).toBeVisible()
    await expect(hero.getByText(`La confeccionamos solo para ti y la recibes en ${days} días laborables.`)).toBeVisible()
  })

  test("the hero's first call, 'Ver la colección', goes to /collection; 'Descubre el concepto' to /values, at the top @phone", async ({ page }) => {
    await page.goto('/')
    const hero = page.getByRole('region', { name: 'Prendas hechas a tu medida, en tejidos que no vuelven' })
    await expect(hero.getByRole('link').first()).toHaveText('Ver la colección')
    await expect(hero.getByRole('link', { name: 'Ver la colección' })).toHaveAttribute('href', '/collection')
    await scrollDown(page, 200)
    await page.getByRole('link', { name: 'Descubre el concepto' }).click()
    await expect(page).toHaveURL('/values')
    await expectAtTop(page)
  })

  test('about cards: the first goes to /values, the second to /process, the third has no link', async ({ page }) => {
    await page.goto('/')
    const about = page.getByRole('region', { name: 'Dos hermanas gemelas y una idea: que la ropa se haga para ti' })
    const card = (title: string) => about.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) })
    await expect(about.getByRole('listitem')).toHaveCount(3)
    await expect(card('Si algo no queda perfecto').getByRole('link')).toHaveCount(0)

    await expect(card('Lo que nos mueve').getByRole('link')).toHaveCount(1)
    await card('Lo que nos mueve').getByRole('link', { name: 'Conoce nuestros valores' }).click()
    await expect(page).toHaveURL('/values')
    await expectAtTop(page)

    await page.goBack()
    await expect(page).toHaveURL('/')
    await expect(card('Cómo trabajamos').getByRole('link')).toHaveCount(1)
    await scrollDown(page, 1200)
    await card('Cómo trabajamos').getByRole('link', { name: 'Ver el proceso' }).click()
    await expect(page).toHaveURL('/process')
    await expectAtTop(page)
  })

  test('values, testimonial, collection and process sections link where they say', async ({ page }) => {
    await page.goto('/')
    for (const value of ['Personalización', 'Tecnología', 'Durabilidad', 'Sostenibilidad', 'Exclusividad']) {
      await expect(page.getByRole('heading', { level: 3, name: value })).toBeVisible()
    }
    await expect(page.getByRole('link', { name: 'Descubre nuestros valores' })).toHaveAttribute('href', '/values')
    await expect(page.getByRole('figure')).toContainText('Lucía Moreno, Valencia')
    // The hero's first call and the collection section's both lead to the collection.
    await expect(page.getByRole('link', { name: 'Ver la colección' })).toHaveCount(2)
    for (const link of await page.getByRole('link', { name: 'Ver la colección' }).all()) await expect(link).toHaveAttribute('href', '/collection')
    const process = page.getByRole('region', { name: 'De tu idea a tu armario, en cuatro pasos' })
    await expect(process.getByRole('listitem')).toHaveCount(4)
    await expect(process).toContainText(`Llega a tu casa en ${days} días laborables.`)
    await expect(process.getByRole('link', { name: 'Ver el proceso completo' })).toHaveAttribute('href', '/process')
  })

  test('?lng=en renders the English hero and the choice sticks across pages and reloads', async ({ page }) => {
    await page.goto('/?lng=en')
    const h1 = page.getByRole('heading', { level: 1 })
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(h1).toHaveText('Garments made to your measure, in fabrics that never return')
    await expect(page.getByText('You design your garment: choose the fabric, sleeve, cuff and collar.')).toBeVisible()
    await expect(page.getByText(`We make it just for you, and it reaches you in ${days} business days.`)).toBeVisible()

    await page.getByRole('link', { name: 'Discover the concept' }).click()
    await expect(page).toHaveURL('/values')
    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')

    await page.goto('/')
    await expect(h1).toHaveText('Garments made to your measure, in fabrics that never return')
    await page.reload()
    await expect(h1).toHaveText('Garments made to your measure, in fabrics that never return')
    await expect(page.getByRole('link', { name: 'Discover the concept' })).toBeVisible()
  })

  test('no accessibility violations @phone', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expectNoA11yViolations(page)
  })
})
