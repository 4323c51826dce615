import type { Route } from './+types/customers-export'
import { translations } from '#app/i18n/resources.server.ts'
import { createTranslator } from '#app/i18n/translator.ts'
import { customersWithFiguresInBatches } from '#app/modules/admin/customers.server.ts'
import { getRequestContext, requireAdmin } from '#app/request-context.server.ts'
import { csvFileName, csvStream } from '#app/utils/csv.ts'

/**
 * GET /admin/customers/export: every customer account with her figures as CSV (app/utils/csv.ts:
 * UTF-8 with a BOM, RFC 4180, spreadsheet-safe), written a batch of 500 at a time. "Spent" counts
 * paid orders only (paid, in production, shipped, delivered), in euros with a dot.
 */
export async function loader({ context }: Route.LoaderArgs) {
  await requireAdmin(context)
  const { locale } = getRequestContext(context)
  const { t } = createTranslator(locale, translations[locale])
  async function* rows() {
    for await (const batch of customersWithFiguresInBatches())
      yield batch.map((c) => [
        c.firstName,
        c.lastName,
        c.email,
        c.locale,
        c.createdAt.toISOString(),
        c.orders,
        (c.spentCents / 100).toFixed(2),
        c.lastOrderAt ? c.lastOrderAt.toISOString() : null,
      ])
  }
  const header = ['firstName', 'lastName', 'email', 'language', 'signedUpAt', 'orders', 'spent', 'lastOrderAt'].map((k) => t(`adminPeople.csv.${k}`))
  return new Response(csvStream(header, rows()), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${csvFileName(locale === 'es' ? 'gemela-clientas' : 'gemela-customers')}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
