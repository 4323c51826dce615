import type { Locale } from '#app/i18n/config.ts'
import { dateTimeFormat } from '#app/i18n/intl.ts'
import { formatQuantity } from '#app/i18n/numbers.ts'
import type { TFunction } from '#app/i18n/translator.ts'
import { localize, type LocalizedText } from '#app/modules/catalogue/localize.ts'
import { weekdayName } from '#app/modules/content/format.ts'
import { formatMoney } from '#app/modules/money/money.ts'
import { machineNotes } from '#app/modules/orders/admin-order-view.ts'
import { parseReturnRequestNumber } from '#app/utils/request-numbers.ts'
import { formatCmRange } from '#app/modules/sizing/size-guide.ts'
import { settingsItemFor } from '#app/modules/store/settings-form.ts'
import type { AuditChange } from './audit-diff.ts'
import { auditFields, type AuditField, type Ref } from './audit-fields.ts'

/**
 * How an entry of the audit log reads (docs/product.md#administration): the thing it was done to,
 * named and linked to its page, and each changed value under the admin's word for it, in her
 * formats — money in euros, dates in Madrid's time, the shop's names for statuses, photographs
 * counted. Internal ids are left out. A field the table (audit-fields.ts) does not name still reads
 * as words (its name spelled out), never as JSON.
 */

/** The names of the catalogue's records an entry points at by id (its category, its fabrics), in both languages. */
export type AuditNames = Record<Ref | 'product' | 'size', Record<number, LocalizedText>>

export type AuditContext = { t: TFunction; locale: Locale; names: AuditNames }

export type AuditSubject = { text: string; href: string | null }

export type DescribedChange = { path: string; label: string; before: string; after: string }

type Entry = { action: string; entityType: string; entityId: string; before: unknown; after: unknown }

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function isLocalized(value: unknown): value is LocalizedText {
  return isObject(value) && typeof value.es === 'string'
}

/** `refund.amountCents` → 'Refund · amount cents': a field no table names, in words. */
export function humanise(path: string): string {
  const words = path
    .split('.')
    .map((part) =>
      part
        .replace(/Cents$/, '')
        .replace(/([a-z\d])([A-Z])/g, '$1 $2')
        .replace(/[_-]+/g, ' ')
        .toLowerCase()
        .trim(),
    )
    .filter(Boolean)
  const text = words.join(' · ')
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/** The field a path names: its own line, or its parent's when the path is one language of a localized text. */
export function auditFieldFor(entityType: string, path: string): { field: AuditField; language?: 'es' | 'en' } | undefined {
  const table = auditFields[entityType]
  if (!table) return undefined
  const own = table[path]
  if (own) return { field: own }
  const language = /\.(es|en)$/.exec(path)?.[1] as 'es' | 'en' | undefined
  const parent = language ? table[path.slice(0, -3)] : undefined
  return parent?.as === 'localized' ? { field: parent, language } : undefined
}

/** The ids of catalogue records the entries point at, so the page can look up their names at once. */
export function auditReferences(entries: Entry[]): Record<Ref | 'product' | 'size', number[]> {
  const out: Record<Ref | 'product' | 'size', Set<number>> = { category: new Set(), fabric: new Set(), part: new Set(), product: new Set(), size: new Set() }
  for (const e of entries) {
    const id = Number(e.entityId)
    if (e.entityType in out && Number.isInteger(id)) out[e.entityType as Ref].add(id)
    const table = auditFields[e.entityType] ?? {}
    for (const side of [e.before, e.after]) {
      if (!isObject(side)) continue
      for (const [key, field] of Object.entries(table)) {
        const value = side[key]
        if (field.as === 'ref' && typeof value === 'number') out[field.to].add(value)
        if (field.as === 'refs' && Array.isArray(value)) for (const v of value) if (typeof v === 'number') out[field.to].add(v)
      }
    }
  }
  return { category: [...out.category], fabric: [...out.fabric], part: [...out.part], product: [...out.product], size: [...out.size] }
}

const catalogueLinks: Record<string, (id: string, record: Record<string, unknown>) => string> = {
  category: (id) => `/admin/catalogue?edit=${id}`,
  fabric: (id) => `/admin/catalogue/fabrics?edit=${id}`,
  part: (id, record) => `/admin/catalogue/parts?${typeof record.type === 'string' ? `type=${encodeURIComponent(record.type)}&` : ''}edit=${id}`,
  size: (id) => `/admin/catalogue/sizes?edit=${id}`,
  product: (id) => `/admin/products?edit=${id}`,
}

/** The thing an entry was done to: the order's number, the product's name, the card's last four, each linked to its page in the panel. */
export function describeAuditSubject(entry: Entry, { t, locale, names }: AuditContext): AuditSubject | null {
  const record = { ...(isObject(entry.before) ? entry.before : {}), ...(isObject(entry.after) ? entry.after : {}) }
  switch (entry.entityType) {
    case 'store_settings':
      // 'Cambió los ajustes de la tienda' names them already.
      return null
    case 'order':
      return { text: entry.entityId, href: `/admin/orders/${encodeURIComponent(entry.entityId)}` }
    case 'return_request': {
      const id = parseReturnRequestNumber(entry.entityId)
      return { text: entry.entityId, href: id === null ? null : `/admin/requests/${id}` }
    }
    case 'giftCard': {
      const last4 = typeof record.last4 === 'string' ? record.last4 : null
      return {
        text: last4 ? t('admin.audit.subjects.giftCard', { last4 }) : t('admin.audit.subjects.giftCardNoCode'),
        href: `/admin/gift-cards/${encodeURIComponent(entry.entityId)}`,
      }
    }
  }
  const link = catalogueLinks[entry.entityType]
  if (!link) return entry.entityId ? { text: entry.entityId, href: null } : null
  const id = Number(entry.entityId)
  const known = names[entry.entityType as keyof AuditNames]?.[id]
  const own = record.name
  const text = isLocalized(own) ? localize(own, locale) : typeof own === 'string' && own ? own : known ? localize(known, locale) : `#${entry.entityId}`
  // A deleted record has no page any more; an adjusted stock opens the fabric's stock page.
  if (entry.action.endsWith('.delete')) return { text, href: null }
  if (entry.action === 'fabric.stock') return { text, href: `/admin/stock/${id}` }
  return { text, href: link(entry.entityId, record) }
}

/**
 * Each change as the admin reads it, in its table's order, the hidden ones (internal ids) left out.
 * A record created or deleted lists only the values it has (no row of dashes on both sides).
 */
export function describeAuditChanges(entityType: string, changes: AuditChange[], ctx: AuditContext): DescribedChange[] {
  if (entityType === 'store_settings') return changes.map((change) => describeSetting(change, ctx))
  const order = Object.keys(auditFields[entityType] ?? {})
  const place = (path: string) => {
    const at = order.indexOf(path)
    return at === -1 ? order.indexOf(path.replace(/\.(es|en)$/, '')) : at
  }
  const rank = (path: string) => (place(path) === -1 ? order.length : place(path))
  const created = changes.every((c) => c.before === undefined)
  const deleted = changes.every((c) => c.after === undefined)
  return [...changes]
    .sort((a, b) => rank(a.path) - rank(b.path))
    .flatMap((change) => {
      if ((created && isEmpty(change.after)) || (deleted && isEmpty(change.before))) return []
      const found = auditFieldFor(entityType, change.path)
      if (found?.field.as === 'hidden') return []
      if (!found) return [{ path: change.path, label: humanise(change.path), before: plain(change.before, ctx), after: plain(change.after, ctx) }]
      const { field, language } = found
      const name = ctx.t(`admin.audit.fields.${field.label}`)
      const label = language ? ctx.t(`admin.audit.inLanguage.${language}`, { label: name }) : name
      const after = formatValue(field, change.after, ctx)
      // Pictures replaced keep their count ('1 foto' → '1 foto'): the new ones are said.
      const added = field.as === 'photos' && change.before !== undefined ? newPictures(change.before, change.after) : 0
      return [{ path: change.path, label, before: formatValue(field, change.before, ctx), after: added ? `${after} · ${ctx.t('admin.audit.newPhotos', { count: added })}` : after }]
    })
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)
}

/** How many pictures of `after` were not in `before`: keys (a fabric's) or records with a key (a product's photographs). */
function newPictures(before: unknown, after: unknown): number {
  const keys = (value: unknown) => (Array.isArray(value) ? value.map((v) => (isObject(v) ? v.key : v)).filter((k): k is string => typeof k === 'string') : [])
  const had = new Set(keys(before))
  return keys(after).filter((k) => !had.has(k)).length
}

function none(ctx: AuditContext) {
  return ctx.t('admin.audit.none')
}

/** A value of a field no table names: words and figures as they are, a list joined, anything else counted. */
function plain(value: unknown, ctx: AuditContext): string {
  if (value === undefined || value === null || value === '') return none(ctx)
  if (typeof value === 'boolean') return value ? ctx.t('admin.audit.yes') : ctx.t('admin.audit.no')
  if (typeof value === 'number') return formatQuantity(value, ctx.locale, 2)
  if (typeof value === 'string') return value
  if (isLocalized(value)) return localize(value, ctx.locale)
  if (Array.isArray(value)) {
    if (!value.length) return none(ctx)
    if (value.every((v) => typeof v === 'string' || typeof v === 'number')) return value.map((v) => plain(v, ctx)).join(', ')
    return ctx.t('admin.audit.items', { count: value.length })
  }
  return ctx.t('admin.audit.items', { count: Object.keys(value as object).length })
}

function name(key: string, value: unknown, ctx: AuditContext): string {
  const text = ctx.t(`${key}.${String(value)}`, { defaultValue: '' })
  return text || String(value)
}

function formatValue(field: AuditField, value: unknown, ctx: AuditContext): string {
  // Not there at all (a record created, a field the other side lacks): a dash, whatever the field.
  if (value === undefined) return none(ctx)
  if (field.as === 'refund' && value === null) return ctx.t('admin.audit.noRefund')
  if (field.as === 'photos') return Array.isArray(value) && value.length ? ctx.t('admin.audit.photos', { count: value.length }) : ctx.t('admin.audit.noPhotos')
  if (field.as === 'photo') return typeof value === 'string' && value ? ctx.t('admin.audit.photos', { count: 1 }) : ctx.t('admin.audit.noPhotos')
  if (value === undefined || value === null || value === '') return none(ctx)
  switch (field.as) {
    case 'money':
      return typeof value === 'number' ? formatMoney(value, ctx.locale) : plain(value, ctx)
    case 'date': {
      const date = typeof value === 'string' || typeof value === 'number' ? new Date(value) : null
      if (!date || Number.isNaN(date.getTime())) return plain(value, ctx)
      return auditDateTime(ctx.locale).format(date)
    }
    case 'bool':
      return value === true ? ctx.t('admin.audit.yes') : value === false ? ctx.t('admin.audit.no') : plain(value, ctx)
    case 'quantity':
      if (typeof value !== 'number') return plain(value, ctx)
      return field.unit ? `${formatQuantity(value, ctx.locale, 2)} ${field.unit}` : formatQuantity(value, ctx.locale, 2)
    case 'cmRange':
      return typeof value === 'string' && /^\d+(\.\d+)?\s*-\s*\d+(\.\d+)?$/.test(value) ? `${formatCmRange(value, ctx.locale)} cm` : plain(value, ctx)
    case 'choice':
      return name(field.key, value, ctx)
    case 'orderNote': {
      const code = typeof value === 'string' ? machineNotes[value] : undefined
      return code ? ctx.t(`adminOrders.order.machineNotes.${code}`) : plain(value, ctx)
    }
    case 'choices':
      return Array.isArray(value) ? (value.length ? value.map((v) => name(field.key, v, ctx)).join(', ') : none(ctx)) : name(field.key, value, ctx)
    case 'ref': {
      const known = typeof value === 'number' ? ctx.names[field.to][value] : undefined
      return known ? localize(known, ctx.locale) : ctx.t('admin.audit.removedRecord')
    }
    case 'refs': {
      if (!Array.isArray(value)) return plain(value, ctx)
      if (!value.length) return none(ctx)
      const known = value.map((v) => (typeof v === 'number' ? ctx.names[field.to][v] : undefined))
      const named = known.filter((k): k is LocalizedText => k !== undefined).map((k) => localize(k, ctx.locale))
      const gone = known.length - named.length
      return [...named, ...(gone ? [ctx.t('admin.audit.removedRecords', { count: gone })] : [])].join(', ')
    }
    default:
      return plain(value, ctx)
  }
}

/** A store setting: the settings form's own label and the figure in its unit (money in euros, days, weekday names). */
function describeSetting(change: AuditChange, ctx: AuditContext): DescribedChange {
  const { t, locale } = ctx
  const item = settingsItemFor(change.path)
  if (!item) return { path: change.path, label: humanise(change.path), before: plain(change.before, ctx), after: plain(change.after, ctx) }
  const part = change.path.slice(item.path.length + 1)
  const label = `${t(`admin.settings.fields.${item.path}`)}${part ? ` · ${t(`admin.settings.pair.${part}`)}` : ''}`
  const format = (value: unknown): string => {
    if (typeof value !== 'number') return plain(value, ctx)
    if (item.kind === 'money') return formatMoney(value, locale)
    if (item.kind === 'weekdays') return weekdayName(value, locale)
    if ((item.kind === 'number' || item.kind === 'range') && item.unit) return `${value}${item.unit === 'percent' ? ' %' : ` ${t(`admin.settings.units.${item.unit}`)}`}`
    return String(value)
  }
  return { path: change.path, label, before: format(change.before), after: format(change.after) }
}

/** An entry's time and a date it records, both in Madrid's time and the admin's language. */
export function auditDateTime(locale: Locale): Intl.DateTimeFormat {
  return dateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Madrid' })
}
