import { z } from '#app/utils/zod.ts'

const range = z.object({ min: z.number().int().nonnegative(), max: z.number().int().nonnegative() })

/**
 * Every figure the shop states about delivery, shipping, returns and support lives here, so no two
 * pages can disagree (docs/product.md#store-settings). Defaults are the decisions' figures.
 */
export const storeSettingsSchema = z.object({
  storeName: z.string().min(1).default('Gemela'),
  socialUrl: z.string().url().default('https://www.instagram.com/gemela.atelier'),
  contact: z
    .object({
      email: z.string().email().default('hola@gemela.es'),
      // No number until the shop has one (set in /admin/settings): pages and e-mails leave it out while empty.
      phone: z.string().default(''),
      whatsapp: z.string().default(''),
      address: z.string().default('Calle del Almendro 7, 28005 Madrid, España'),
      hoursDays: z.object({ from: z.number().int().min(1).max(7), to: z.number().int().min(1).max(7) }).default({ from: 1, to: 5 }),
      hoursTime: z.object({ open: z.string(), close: z.string() }).default({ open: '10:00', close: '14:00' }),
      replyWithinHours: z.number().int().positive().default(72),
    })
    .prefault({}),
  production: z
    .object({
      basicDays: range.default({ min: 7, max: 10 }),
      complexDays: range.default({ min: 15, max: 20 }),
      collectionDays: range.default({ min: 20, max: 30 }),
      /** A basket of this many garments or more is made as a collection (collectionDays). */
      collectionFromGarments: z.number().int().min(2).default(3),
      /** Urgent production (terms.urgentSurchargePercent on the garments): the workshop's time when she asks for it. */
      urgentDays: range.default({ min: 5, max: 7 }),
    })
    .prefault({}),
  shipping: z
    .object({
      standardDays: range.default({ min: 3, max: 5 }),
      standardPriceCents: z.number().int().nonnegative().default(495),
      freeFromCents: z.number().int().nonnegative().default(5000),
      expressDays: range.default({ min: 1, max: 2 }),
      expressPriceCents: z.number().int().nonnegative().default(995),
      pickup: z.boolean().default(true),
    })
    .prefault({}),
  returns: z
    .object({
      sizeChangeDays: z.number().int().positive().default(30),
      sizeChangeWorkDays: range.default({ min: 3, max: 5 }),
      freeSizeChangesPerOrder: z.number().int().nonnegative().default(1),
      defectReportHours: z.number().int().positive().default(48),
      answerWithinHours: z.number().int().positive().default(48),
      refundDays: range.default({ min: 5, max: 10 }),
    })
    .prefault({}),
  /**
   * How long an unpaid order keeps its fabrics (docs/product.md#fabric-lock-and-stock), and how much
   * one customer may hold unpaid at once — counted by client address, by e-mail and by account — and
   * how many orders one client address may place an hour (docs/security.md, "Unpaid orders").
   */
  holds: z
    .object({
      cardMinutes: z.number().int().positive().default(30),
      transferDays: z.number().int().positive().default(3),
      /** How long before a transfer's hold runs out she is reminded by e-mail (checkout/holds.server.ts). */
      transferReminderHours: z.number().int().positive().default(24),
      unpaidOrders: z.number().int().positive().default(2),
      unpaidGarments: z.number().int().positive().default(8),
      unpaidMetres: z.number().int().positive().default(16),
      placementsPerHour: z.number().int().positive().default(10),
    })
    .prefault({}),
  /** What the bank-transfer instructions say (order confirmation page and e-mail). */
  bank: z
    .object({
      iban: z.string().default('ES91 2100 0418 4502 0005 1332'),
      holder: z.string().default('Gemela Atelier S.L.'),
      bankName: z.string().default('CaixaBank'),
    })
    .prefault({}),
  terms: z
    .object({
      urgentSurchargePercent: z.number().int().nonnegative().default(25),
      warrantyMonths: z.number().int().positive().default(6),
      freeCancellationHours: z.number().int().positive().default(24),
      productionCancellationPercent: z.number().int().nonnegative().default(50),
      termsNoticeDays: z.number().int().positive().default(30),
    })
    .prefault({}),
  /**
   * Who the shop is in law (docs/product.md#legal-pages): the legal notice, the privacy policy, the
   * terms and the invoices name the company from here. The owner fills them in once at /admin/settings.
   */
  legal: z
    .object({
      legalName: z.string().min(1).default('Gemela Atelier S.L.'),
      taxId: z.string().min(1).default('B12345674'),
      registeredAddress: z.string().min(1).default('Calle del Almendro 7, 28005 Madrid, España'),
      registry: z.string().default('Registro Mercantil de Madrid, tomo 40000, folio 1, hoja M-700000, inscripción 1.ª'),
      /** How long order records and invoices are kept (the Código de Comercio's 6 years, art. 30). */
      recordsYears: z.number().int().positive().default(6),
      /** The right of withdrawal (art. 102 TRLGDCU): what a gift card has, what a made-to-measure garment has not. */
      withdrawalDays: z.number().int().positive().default(14),
    })
    .prefault({}),
})

export type StoreSettings = z.infer<typeof storeSettingsSchema>

export function defaultStoreSettings(): StoreSettings {
  return storeSettingsSchema.parse({})
}

/**
 * A text that names the shop's phone has a twin without it (`<key>NoPhone`), used while the shop has
 * no number in its settings: nothing says "call us on" an empty or made-up number.
 */
export function computeContactKey<K extends string>(key: K, s: StoreSettings): K | `${K}NoPhone` {
  return s.contact.phone ? key : `${key}NoPhone`
}

/** The From of the shop's e-mails: its name and its contact address, the one its e-mails show. */
export function computeMailSender(s: StoreSettings): { name: string; address: string } {
  return { name: s.storeName, address: s.contact.email }
}
