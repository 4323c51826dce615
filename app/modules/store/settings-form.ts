import type { StoreSettings } from './settings.ts'

/**
 * The store settings as the admin edits them (/admin/settings, docs/product.md#store-settings): every
 * figure of `StoreSettings`, in sections, each with its kind, its bounds and its unit. One table
 * drives the form, its server-side validation (message codes, decision 008) and the audit log's
 * labels, so a new figure is one line here (and its label in the `admin` dictionary). Reading the
 * posted form: settings-form-reading.ts.
 */
export type SettingsUnit = 'businessDays' | 'days' | 'hours' | 'minutes' | 'months' | 'percent' | 'years' | 'orders' | 'garments' | 'metres' | 'perHour'

export type SettingsItem =
  | { kind: 'text'; path: string; maxLength: number }
  | { kind: 'email' | 'url' | 'phone' | 'iban' | 'taxId' | 'toggle'; path: string }
  /** Euros typed with up to two decimals, stored as cents; `max` in cents. */
  | { kind: 'money'; path: string; max: number }
  | { kind: 'number'; path: string; unit?: SettingsUnit; min: number; max: number }
  /** `{ min, max }` of whole numbers: two inputs, `<path>.min` and `<path>.max`. */
  | { kind: 'range'; path: string; unit: SettingsUnit; min: number; max: number }
  /** Opening days `{ from, to }` (1 = Monday … 7 = Sunday). */
  | { kind: 'weekdays'; path: string }
  /** Opening hours `{ open, close }` as HH:MM. */
  | { kind: 'hours'; path: string }

export type SettingsSection = { id: string; items: readonly SettingsItem[] }

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never
/** An item as the table below writes it: its key inside its section's group of the settings. */
type ItemSpec = DistributiveOmit<SettingsItem, 'path'> & { key: string }

/** Each section edits one group of the settings (`shipping`, `returns`, …); 'store' edits the top-level figures. */
const sectionSpecs = [
  {
    id: 'store',
    group: null,
    items: [
      { kind: 'text', key: 'storeName', maxLength: 60 },
      { kind: 'url', key: 'socialUrl' },
    ],
  },
  {
    id: 'shipping',
    group: 'shipping',
    items: [
      { kind: 'money', key: 'standardPriceCents', max: 100_000 },
      { kind: 'money', key: 'freeFromCents', max: 10_000_000 },
      { kind: 'range', key: 'standardDays', unit: 'businessDays', min: 1, max: 30 },
      { kind: 'money', key: 'expressPriceCents', max: 100_000 },
      { kind: 'range', key: 'expressDays', unit: 'businessDays', min: 1, max: 30 },
      { kind: 'toggle', key: 'pickup' },
    ],
  },
  {
    id: 'production',
    group: 'production',
    items: [
      { kind: 'range', key: 'basicDays', unit: 'businessDays', min: 1, max: 120 },
      { kind: 'range', key: 'complexDays', unit: 'businessDays', min: 1, max: 120 },
      { kind: 'range', key: 'collectionDays', unit: 'businessDays', min: 1, max: 180 },
      { kind: 'number', key: 'collectionFromGarments', min: 2, max: 50 },
      { kind: 'range', key: 'urgentDays', unit: 'businessDays', min: 1, max: 120 },
    ],
  },
  {
    id: 'holds',
    group: 'holds',
    items: [
      { kind: 'number', key: 'cardMinutes', unit: 'minutes', min: 15, max: 1440 },
      { kind: 'number', key: 'transferDays', unit: 'days', min: 1, max: 30 },
      { kind: 'number', key: 'transferReminderHours', unit: 'hours', min: 1, max: 168 },
      { kind: 'number', key: 'unpaidOrders', unit: 'orders', min: 1, max: 20 },
      { kind: 'number', key: 'unpaidGarments', unit: 'garments', min: 1, max: 100 },
      { kind: 'number', key: 'unpaidMetres', unit: 'metres', min: 1, max: 500 },
      { kind: 'number', key: 'placementsPerHour', unit: 'perHour', min: 1, max: 1000 },
    ],
  },
  {
    id: 'returns',
    group: 'returns',
    items: [
      { kind: 'number', key: 'sizeChangeDays', unit: 'days', min: 1, max: 365 },
      { kind: 'number', key: 'freeSizeChangesPerOrder', min: 0, max: 10 },
      { kind: 'range', key: 'sizeChangeWorkDays', unit: 'businessDays', min: 1, max: 60 },
      { kind: 'number', key: 'defectReportHours', unit: 'hours', min: 1, max: 720 },
      { kind: 'number', key: 'answerWithinHours', unit: 'hours', min: 1, max: 720 },
      { kind: 'range', key: 'refundDays', unit: 'businessDays', min: 1, max: 60 },
    ],
  },
  {
    id: 'terms',
    group: 'terms',
    items: [
      { kind: 'number', key: 'freeCancellationHours', unit: 'hours', min: 1, max: 720 },
      { kind: 'number', key: 'productionCancellationPercent', unit: 'percent', min: 0, max: 100 },
      { kind: 'number', key: 'urgentSurchargePercent', unit: 'percent', min: 0, max: 100 },
      { kind: 'number', key: 'warrantyMonths', unit: 'months', min: 1, max: 60 },
      { kind: 'number', key: 'termsNoticeDays', unit: 'days', min: 1, max: 365 },
    ],
  },
  {
    id: 'bank',
    group: 'bank',
    items: [
      { kind: 'iban', key: 'iban' },
      { kind: 'text', key: 'holder', maxLength: 120 },
      { kind: 'text', key: 'bankName', maxLength: 80 },
    ],
  },
  {
    id: 'contact',
    group: 'contact',
    items: [
      { kind: 'email', key: 'email' },
      { kind: 'phone', key: 'phone' },
      { kind: 'phone', key: 'whatsapp' },
      { kind: 'text', key: 'address', maxLength: 200 },
      { kind: 'weekdays', key: 'hoursDays' },
      { kind: 'hours', key: 'hoursTime' },
      { kind: 'number', key: 'replyWithinHours', unit: 'hours', min: 1, max: 720 },
    ],
  },
  {
    id: 'legal',
    group: 'legal',
    items: [
      { kind: 'text', key: 'legalName', maxLength: 120 },
      { kind: 'taxId', key: 'taxId' },
      { kind: 'text', key: 'registeredAddress', maxLength: 200 },
      { kind: 'text', key: 'registry', maxLength: 200 },
      // The law's own minimums: 6 years of records (Código de Comercio), 14 days to withdraw.
      { kind: 'number', key: 'recordsYears', unit: 'years', min: 6, max: 30 },
      { kind: 'number', key: 'withdrawalDays', unit: 'days', min: 14, max: 365 },
    ],
  },
] as const satisfies readonly { id: string; group: keyof StoreSettings | null; items: readonly ItemSpec[] }[]

export const settingsSections: readonly SettingsSection[] = sectionSpecs.map((section) => ({
  id: section.id,
  items: section.items.map(({ key, ...item }): SettingsItem => ({ ...item, path: section.group ? `${section.group}.${key}` : key })),
}))

/** The names of the inputs an item posts: its path, or its path plus `.min`/`.max` (`.from`/`.to`, `.open`/`.close`). */
export function inputNames(item: SettingsItem): string[] {
  if (item.kind === 'range') return [`${item.path}.min`, `${item.path}.max`]
  if (item.kind === 'weekdays') return [`${item.path}.from`, `${item.path}.to`]
  if (item.kind === 'hours') return [`${item.path}.open`, `${item.path}.close`]
  return [item.path]
}

/** Every message code the form can answer (the page translates each: `admin.settings.errors.<code>`). */
export const settingsErrorCodes = [
  'required',
  'tooLong',
  'invalidEmail',
  'invalidUrl',
  'invalidPhone',
  'invalidIban',
  'taxIdFormat',
  'taxIdControl',
  'invalidMoney',
  'tooHigh',
  'notWhole',
  'outOfRange',
  'maxBelowMin',
  'invalidTime',
  'closeNotAfterOpen',
  'lastDayBeforeFirst',
] as const

export const allItems: readonly SettingsItem[] = settingsSections.flatMap((s) => s.items)
export const settingsInputNames: readonly string[] = allItems.flatMap(inputNames)

/** The item a stored path belongs to (`production.basicDays.min` → the basic production range), for the audit log. */
export function settingsItemFor(path: string): SettingsItem | undefined {
  return allItems.find((item) => item.path === path || path.startsWith(`${item.path}.`))
}

/** The settings as the form's inputs show them (money as "49,90" in Spanish, "49.90" in English). */
export function toFormValues(settings: StoreSettings, locale: 'es' | 'en'): Record<string, string> {
  const values: Record<string, string> = {}
  for (const item of allItems) {
    for (const name of inputNames(item)) {
      const value = name.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], settings)
      if (item.kind === 'money' && typeof value === 'number') {
        const euros = `${Math.floor(value / 100)}.${String(value % 100).padStart(2, '0')}`
        values[name] = locale === 'es' ? euros.replace('.', ',') : euros
      } else if (item.kind === 'toggle') values[name] = value ? 'on' : ''
      else values[name] = value === undefined || value === null ? '' : String(value)
    }
  }
  return values
}
