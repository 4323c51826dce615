/*
 * The audit log's field table (docs/product.md#administration): for each kind of record the writers
 * audit, each field's word for the admin and how its value reads (money, a date, a choice, a name the
 * catalogue holds, hidden). audit-describe.ts reads entries with it; audit-describe.test.ts fails when
 * a writer records a field this table does not name.
 */

export type Ref = 'category' | 'fabric' | 'part'

type Kind =
  | { as: 'text' }
  | { as: 'money' }
  | { as: 'date' }
  | { as: 'bool' }
  | { as: 'quantity'; unit?: 'm' | 'cm' }
  /** A range of centimetres as the catalogue keeps it ('86-90'): '86–90 cm'. */
  | { as: 'cmRange' }
  /** A code shown by its name in the dictionary: `${key}.${value}`. */
  | { as: 'choice'; key: string }
  | { as: 'choices'; key: string }
  /** An object of the two languages, walked by the diff into `.es` and `.en`. */
  | { as: 'localized' }
  /** A list of pictures (its length counted), or one picture's key. */
  | { as: 'photos' }
  | { as: 'photo' }
  | { as: 'ref'; to: Ref }
  | { as: 'refs'; to: Ref }
  /** A note the shop writes in code ('unpaid hold released'), by its name; the admin's own text as it is. */
  | { as: 'orderNote' }
  /** The refund of a cancellation: null when nothing was paid back. */
  | { as: 'refund' }
  | { as: 'hidden' }

export type AuditField = Kind & { label: string }

const f = (label: string, kind: Kind = { as: 'text' }): AuditField => ({ label, ...kind })
const hidden: AuditField = { label: '', as: 'hidden' }
const localized = (label: string) => f(label, { as: 'localized' })
const choice = (label: string, key: string) => f(label, { as: 'choice', key })

/**
 * What every catalogue record carries: its id, its place in the lists (the shop's, never set in
 * the panel) and when it was made (the entry's own time) hidden; when it was archived.
 */
const record = { archivedAt: f('archivedAt', { as: 'date' }), id: hidden, createdAt: hidden, position: hidden }

/**
 * Each entity's fields as its writers record them (order-actions, the catalogue's pages, stock,
 * gift cards, requests), under `admin.audit.fields.<label>`, in the order an entry lists them.
 * audit-describe.test.ts fails when a field a writer records has no line here.
 */
export const auditFields: Record<string, Record<string, AuditField>> = {
  order: {
    status: choice('status', 'adminOrders.statuses'),
    needsRefund: f('needsRefund', { as: 'bool' }),
    carrier: f('carrier'),
    trackingUrl: f('trackingUrl'),
    reason: f('reason', { as: 'orderNote' }),
    note: f('note'),
    refund: f('refund', { as: 'refund' }),
    'refund.method': choice('refundMethod', 'admin.audit.refundMethods'),
    'refund.amountCents': f('refundAmount', { as: 'money' }),
    'pattern.orderItemId': hidden,
    'pattern.was.status': choice('patternWas', 'admin.audit.patternStatuses'),
    'pattern.was.attempts': f('patternAttempts', { as: 'quantity' }),
    'pattern.was.lastError': f('patternError'),
  },
  return_request: {
    status: choice('status', 'adminRequests.statuses'),
    note: f('note'),
    reply: f('reply'),
  },
  giftCard: {
    // The card's stored status (pending_payment, active, void), not the list's derived states.
    status: choice('status', 'admin.audit.giftCardStatuses'),
    last4: f('last4'),
    reason: f('reason'),
    to: f('sentTo'),
  },
  category: {
    slug: f('slug'),
    name: localized('name'),
    description: localized('description'),
    garmentKind: choice('garmentKind', 'adminCatalogue.garmentKinds'),
    fabricMetres: f('fabricMetres', { as: 'quantity', unit: 'm' }),
    partTypes: f('partTypes', { as: 'choices', key: 'adminCatalogue.partTypeNames' }),
    ...record,
  },
  product: {
    name: localized('name'),
    categoryId: f('category', { as: 'ref', to: 'category' }),
    intro: localized('description'),
    basePriceCents: f('basePrice', { as: 'money' }),
    complexity: choice('complexity', 'adminCatalogue.complexityShort'),
    defaultFabricId: f('defaultFabric', { as: 'ref', to: 'fabric' }),
    fabricIds: f('fabrics', { as: 'refs', to: 'fabric' }),
    partIds: f('parts', { as: 'refs', to: 'part' }),
    photos: f('photos', { as: 'photos' }),
    ...record,
  },
  fabric: {
    slug: f('slug'),
    name: localized('name'),
    subname: localized('subname'),
    material: choice('material', 'adminCatalogue.materials'),
    priceCents: f('surcharge', { as: 'money' }),
    type: choice('fabricType', 'adminCatalogue.fabricTypes'),
    thread: localized('thread'),
    composition: localized('composition'),
    color: localized('color'),
    technique: localized('technique'),
    wrinkleResistance: localized('wrinkleResistance'),
    seasonality: localized('seasonality'),
    ironEffort: localized('ironEffort'),
    perceivedWeight: localized('perceivedWeight'),
    softness: localized('softness'),
    brightness: localized('brightness'),
    aspect: localized('aspect'),
    origin: localized('origin'),
    uniformity: localized('uniformity'),
    washInstructions: localized('washInstructions'),
    description: localized('description'),
    'pattern.kind': choice('patternKind', 'adminCatalogue.patternKinds'),
    'pattern.base': f('patternBase'),
    'pattern.accent': f('patternAccent'),
    images: f('photos', { as: 'photos' }),
    stockMetres: f('stockMetres', { as: 'quantity', unit: 'm' }),
    widthCm: f('widthCm', { as: 'quantity', unit: 'cm' }),
    reason: f('reason'),
    ...record,
  },
  part: {
    slug: f('slug'),
    type: choice('partType', 'adminCatalogue.partTypeNames'),
    name: localized('name'),
    description: localized('description'),
    image: f('photo', { as: 'photo' }),
    surchargeCents: f('surcharge', { as: 'money' }),
    omitsTypes: f('omitsTypes', { as: 'choices', key: 'adminCatalogue.partTypeNames' }),
    ...record,
  },
  size: {
    name: f('sizeName'),
    chest: f('chest', { as: 'cmRange' }),
    waist: f('waist', { as: 'cmRange' }),
    hip: f('hip', { as: 'cmRange' }),
    description: localized('description'),
    id: hidden,
    position: hidden,
  },
}
