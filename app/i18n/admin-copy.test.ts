import { describe, expect, it } from 'vitest'
import { en } from './locales/en/index.ts'
import { es } from './locales/es/index.ts'

/** Every text of a dictionary branch, by its key. */
function texts(node: unknown, prefix: string): [string, string][] {
  if (typeof node === 'string') return [[prefix, node]]
  if (!node || typeof node !== 'object') return []
  return Object.entries(node).flatMap(([key, value]) => texts(value, `${prefix}.${key}`))
}

/** The back office's words about orders, gift cards, requests, invoices and its own frame and settings. */
const backOffice = (dictionary: typeof es | typeof en) => [
  ...texts(dictionary.admin, 'admin'),
  ...texts(dictionary.adminOrders, 'adminOrders'),
  ...texts(dictionary.adminGiftCards, 'adminGiftCards'),
  ...texts(dictionary.adminRequests, 'adminRequests'),
  ...texts(dictionary.invoices.admin, 'invoices.admin'),
]

describe('the back office’s copy', () => {
  it("spells 'e-mail' one way, in both languages ('Reenviar el e-mail', 'E-mail de contacto'), never 'email'", () => {
    for (const dictionary of [es, en]) {
      // {{email}} is a value put in, not a word she reads.
      const written = backOffice(dictionary).filter(([, text]) => /(?<![{\w-])email(?![\w}-])/i.test(text))
      expect(written).toEqual([])
    }
  })

  it("calls the customer 'Clienta' on every page, the invoices' list too", () => {
    expect(es.invoices.admin.customer).toBe('Clienta')
    expect(es.adminOrders.list.customer).toBe('Clienta')
    expect(backOffice(es).filter(([, text]) => /\bclientes?\b/i.test(text))).toEqual([])
  })
})
