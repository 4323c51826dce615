import { getTableColumns } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { Locale } from '#app/i18n/config.ts'
import { translations } from '#app/i18n/resources.server.ts'
import { createTranslator } from '#app/i18n/translator.ts'
import { categories, fabrics, parts, products, sizes } from '#db/schema/index.ts'
import { knownAuditActions } from './audit-actions.ts'
import { computeAuditChanges } from './audit-diff.ts'
import { type AuditNames, auditFieldFor, auditReferences, describeAuditChanges, describeAuditSubject, humanise } from './audit-describe.ts'
import { auditFields } from './audit-fields.ts'
import { orderAuditDetails, orderAuditSnapshot } from './order-actions.server.ts'
import type { OrderAction } from './order-schemas.ts'

const names: AuditNames = {
  category: { 2: { es: 'Camisas', en: 'Shirts' } },
  fabric: { 7: { es: 'Lino crudo', en: 'Raw linen' }, 8: { es: 'Seda marfil' } },
  part: { 3: { es: 'Cuello italiano', en: 'Italian collar' } },
  product: {},
  size: {},
}

function context(locale: Locale, missing: string[] = []) {
  const { t } = createTranslator(locale, translations[locale], (key) => missing.push(key))
  return { t, locale, names }
}

/** label → [before, after], spaces written plainly (money and dates use no-break ones). */
const describeIn = (locale: Locale, entityType: string, before: unknown, after: unknown) =>
  Object.fromEntries(
    describeAuditChanges(entityType, computeAuditChanges(before, after), context(locale)).map((c) => [c.label, [c.before, c.after].map((v) => v.replace(/[\u00a0\u202f]/g, ' '))]),
  )

/** A value of the column's kind, so the diff walks it as the writer's row would be walked. */
function sample(column: { dataType: string; name: string }): unknown {
  if (column.dataType === 'json')
    return column.name === 'pattern' ? { kind: 'solid', base: '#fff', accent: '#000' } : /images|types/.test(column.name) ? ['a'] : { es: 'texto', en: 'text' }
  if (column.dataType === 'date') return '2026-11-29T05:41:14.532Z'
  if (column.dataType === 'number') return 1
  return 'x'
}

const row = (table: Parameters<typeof getTableColumns>[0]) => Object.fromEntries(Object.entries(getTableColumns(table)).map(([key, column]) => [key, sample(column)]))

/**
 * What each writer records, built from the writers themselves where they are reachable: the
 * catalogue's rows are the tables' columns (a new column is a new field), a product adds its
 * offers and photographs, an order its snapshot and each action's details.
 */
const cancel: OrderAction = { intent: 'cancel', reason: 'a petición de la clienta', refund: 3495 }
const written: [entityType: string, record: unknown][] = [
  ['category', row(categories)],
  ['product', { ...row(products), fabricIds: [7], partIds: [3], photos: [{ id: 1, key: 'k', alt: { es: 'a' } }] }],
  ['fabric', { ...row(fabrics), reason: 'recuento' }],
  ['part', row(parts)],
  ['size', row(sizes)],
  ['order', { ...orderAuditSnapshot({ status: 'paid', needsRefund: false, carrier: null, trackingUrl: null }) }],
  ['order', orderAuditDetails(cancel, { kind: 'testCard', paymentIds: ['p'], amountCents: 3495 })],
  ['order', orderAuditDetails(cancel, { kind: 'none' })],
  ['order', orderAuditDetails({ intent: 'ship', carrier: 'Correos', trackingUrl: 'https://t.example' }, { kind: 'none' })],
  ['order', orderAuditDetails({ intent: 'note', note: 'llamar' }, { kind: 'none' })],
  // An unpaid hold released before 'Liberar la reserva' became 'Cancelar pedido': its rows are still shown.
  ['order', { reason: 'unpaid hold released' }],
  ['order', orderAuditDetails({ intent: 'redraftPattern', item: 'i' }, { kind: 'none' }, { ok: true, before: { status: 'failed', attempts: 3, lastError: 'boom' } })],
  // gift-card-changes.server.ts: the card's status and last four, the void's reason, the resend's recipient.
  ['giftCard', { status: 'active', last4: 'ABCD', reason: 'perdida', to: 'ana@example.com' }],
  // admin-request-actions.server.ts: the status, a note, a reply.
  ['return_request', { status: 'new', note: 'n', reply: 'r' }],
]

describe('the audit log names every field its writers record', () => {
  it.each(written.map(([type, record], i) => [`${type} #${i}`, type, record] as const))('%s', (_, entityType, record) => {
    const paths = computeAuditChanges(null, record).map((c) => c.path)
    expect(paths.length).toBeGreaterThan(0)
    const unnamed = paths.filter((path) => !auditFieldFor(entityType, path))
    expect(unnamed).toEqual([])
    for (const locale of ['es', 'en'] as const) {
      const missing: string[] = []
      const lines = describeAuditChanges(entityType, computeAuditChanges(null, record), context(locale, missing))
      // The labels are in both dictionaries (the sample's codes, 'x', are not a status or material).
      expect(missing.filter((key) => key.startsWith('admin.audit.'))).toEqual([])
      for (const line of lines) {
        expect(line.label).not.toMatch(/^[a-z]|\./)
        expect(line.after).not.toMatch(/^[[{]/)
      }
    }
  })

  it('every list of names a field is shown by is in both dictionaries', () => {
    const lookup = (tree: unknown, key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree)
    for (const table of Object.values(auditFields))
      for (const field of Object.values(table))
        if (field.as === 'choice' || field.as === 'choices')
          for (const locale of ['es', 'en'] as const) expect(typeof lookup(translations[locale], field.key), `${locale} ${field.key}`).toBe('object')
  })

  it('every action the log names belongs to an entity with its table of fields', () => {
    const entityOf: Record<string, string> = { settings: 'store_settings', returnRequest: 'return_request' }
    for (const action of knownAuditActions) {
      const prefix = action.split('.')[0]!
      const entity = entityOf[prefix] ?? prefix
      if (entity !== 'store_settings') expect(auditFields[entity], action).toBeDefined()
    }
  })
})

describe('how an entry reads', () => {
  it('a cancelled order: its status by the shop’s names, the refund in euros and how it went back', () => {
    const before = orderAuditSnapshot({ status: 'paid', needsRefund: false, carrier: null, trackingUrl: null })
    const after = {
      ...orderAuditSnapshot({ status: 'cancelled', needsRefund: false, carrier: null, trackingUrl: null }),
      ...orderAuditDetails(cancel, { kind: 'testCard', paymentIds: ['p'], amountCents: 3495 }),
    }
    expect(describeIn('es', 'order', before, after)).toEqual({
      Estado: ['Pagado', 'Cancelado'],
      Motivo: ['—', 'a petición de la clienta'],
      'Forma de reembolso': ['—', 'Tarjeta de prueba'],
      'Importe reembolsado': ['—', '34,95 €'],
    })
    expect(describeIn('en', 'order', before, after)).toMatchObject({ Status: ['Paid', 'Cancelled'], 'Amount refunded': ['—', '€34.95'] })
    const subject = describeAuditSubject({ action: 'order.cancel', entityType: 'order', entityId: 'GM-2026-000123', before, after }, context('es'))
    expect(subject).toEqual({ text: 'GM-2026-000123', href: '/admin/orders/GM-2026-000123' })
  })

  it('a cancellation with nothing to give back, and an older released hold’s reason in words', () => {
    const unpaid = orderAuditSnapshot({ status: 'pending_payment', needsRefund: false, carrier: null, trackingUrl: null })
    const over = orderAuditSnapshot({ status: 'cancelled', needsRefund: false, carrier: null, trackingUrl: null })
    expect(describeIn('es', 'order', unpaid, { ...over, ...orderAuditDetails(cancel, { kind: 'none' }) })).toMatchObject({ Reembolso: ['—', 'Sin reembolso'] })
    expect(describeIn('es', 'order', unpaid, { ...over, reason: 'unpaid hold released' })).toEqual({
      Estado: ['Pendiente de pago', 'Cancelado'],
      Motivo: ['—', 'El equipo liberó la reserva sin pagar'],
    })
  })

  it('an added product: price in euros, its category and fabrics by name, photos counted, ids and creation time left out', () => {
    const after = {
      id: 16,
      categoryId: 2,
      name: { es: 'Camisa Lola', en: 'Lola shirt' },
      basePriceCents: 5850,
      complexity: 'complex',
      archivedAt: '2026-11-29T05:41:14.532Z',
      createdAt: '2026-11-29T05:41:14.532Z',
      fabricIds: [7, 8, 99],
      photos: [{ key: 'a' }, { key: 'b' }],
    }
    const lines = describeIn('es', 'product', null, after)
    expect(lines).toEqual({
      'Nombre (español)': ['—', 'Camisa Lola'],
      'Nombre (inglés)': ['—', 'Lola shirt'],
      Categoría: ['—', 'Camisas'],
      'Precio base': ['—', '58,50 €'],
      Confección: ['—', 'Compleja'],
      'Tejidos en los que se ofrece': ['—', 'Lino crudo, Seda marfil, 1 ya eliminado'],
      Fotos: ['—', '2 fotos'],
      'Archivado el': ['—', '29 de noviembre de 2026 a las 06:41'],
    })
    // In the table's order, whatever order the record's keys came in.
    expect(Object.keys(lines)[0]).toBe('Nombre (español)')
    // A new record's empty values (no default fabric yet) make no line.
    expect(describeIn('es', 'product', null, { ...after, defaultFabricId: null, partIds: [] })).toEqual(lines)
    expect(describeIn('en', 'product', null, after)).toMatchObject({ Category: ['—', 'Shirts'], 'Archived on': ['—', '29 November 2026 at 06:41'] })
    const subject = describeAuditSubject({ action: 'product.create', entityType: 'product', entityId: '16', before: null, after }, context('en'))
    expect(subject).toEqual({ text: 'Lola shirt', href: '/admin/products?edit=16' })
  })

  it('a fabric’s pictures: counted, and the fabric named', () => {
    const before = { id: 7, name: { es: 'Lino crudo' }, images: [] }
    const after = { id: 7, name: { es: 'Lino crudo' }, images: ['64588306b.webp', 'c0ffee.webp'] }
    expect(describeIn('es', 'fabric', before, after)).toEqual({ Fotos: ['Sin fotos', '2 fotos · 2 nuevas'] })
    // One replaced: the count stays, the new one is said.
    expect(describeIn('es', 'fabric', after, { ...after, images: ['64588306b.webp', 'beef.webp'] })).toEqual({ Fotos: ['2 fotos', '2 fotos · 1 nueva'] })
    expect(describeIn('en', 'product', { photos: [{ key: 'a' }] }, { photos: [{ key: 'b' }] })).toEqual({ Photos: ['1 photo', '1 photo · 1 new'] })
    expect(describeAuditSubject({ action: 'fabric.image', entityType: 'fabric', entityId: '7', before, after }, context('es'))).toEqual({
      text: 'Lino crudo',
      href: '/admin/catalogue/fabrics?edit=7',
    })
  })

  it('a stock adjustment names its fabric from the catalogue and opens its stock page', () => {
    const entry = { action: 'fabric.stock', entityType: 'fabric', entityId: '8', before: { stockMetres: 12.5 }, after: { stockMetres: 10, reason: 'recuento' } }
    expect(auditReferences([entry]).fabric).toEqual([8])
    expect(describeAuditSubject(entry, context('es'))).toEqual({ text: 'Seda marfil', href: '/admin/stock/8' })
    expect(describeIn('es', 'fabric', entry.before, entry.after)).toEqual({ 'Metros en stock': ['12,5 m', '10 m'], Motivo: ['—', 'recuento'] })
  })

  it('a part’s link opens its step’s tab; a deleted size has no link', () => {
    const part = { id: 3, type: 'collar', name: { es: 'Cuello italiano' } }
    expect(describeAuditSubject({ action: 'part.update', entityType: 'part', entityId: '3', before: part, after: part }, context('es'))?.href).toBe(
      '/admin/catalogue/parts?type=collar&edit=3',
    )
    const size = { id: 4, name: 'M', chest: '96-102', waist: '78-84', hip: '', position: 5 }
    expect(describeAuditSubject({ action: 'size.delete', entityType: 'size', entityId: '4', before: size, after: null }, context('es'))).toEqual({
      text: 'M',
      href: null,
    })
    // What it was, its ranges as the size guide writes them; its place in the list and its empty values left out.
    expect(describeIn('es', 'size', size, null)).toEqual({ 'Nombre de la talla': ['M', '—'], Pecho: ['96–102 cm', '—'], Cintura: ['78–84 cm', '—'] })
  })

  it('a gift card by its last four, a request by its number, each linked', () => {
    const card = describeAuditSubject(
      { action: 'giftCard.void', entityType: 'giftCard', entityId: 'c-1', before: { status: 'sent', last4: 'ABCD' }, after: { status: 'void', last4: 'ABCD' } },
      context('es'),
    )
    expect(card).toEqual({ text: 'Tarjeta ···· ABCD', href: '/admin/gift-cards/c-1' })
    expect(describeIn('es', 'giftCard', { status: 'active' }, { status: 'void' })).toEqual({ Estado: ['Activa', 'Anulada'] })
    const request = describeAuditSubject({ action: 'returnRequest.close', entityType: 'return_request', entityId: 'R-000012', before: {}, after: {} }, context('es'))
    expect(request).toEqual({ text: 'R-000012', href: '/admin/requests/12' })
  })

  it('settings keep the form’s labels and units', () => {
    expect(describeIn('es', 'store_settings', { shipping: { freeFromCents: 5000 } }, { shipping: { freeFromCents: 4990 } })).toEqual({
      'Envío estándar gratis desde': ['50,00 €', '49,90 €'],
    })
  })

  it('a field no table names reads in words, never as JSON', () => {
    expect(humanise('refund.amountCents')).toBe('Refund · amount')
    const lines = describeAuditChanges('order', computeAuditChanges(null, { giftWrap: { paper: 'kraft' }, extras: [{ a: 1 }, { b: 2 }], flag: true }), context('es'))
    expect(lines).toEqual([
      { path: 'giftWrap.paper', label: 'Gift wrap · paper', before: '—', after: 'kraft' },
      { path: 'extras', label: 'Extras', before: '—', after: '2 elementos' },
      { path: 'flag', label: 'Flag', before: '—', after: 'Sí' },
    ])
    expect(describeAuditChanges('newThing', computeAuditChanges(null, { note: { es: 'hola' } }), context('es'))).toEqual([
      { path: 'note.es', label: 'Note · es', before: '—', after: 'hola' },
    ])
  })
})
