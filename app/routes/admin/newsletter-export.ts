import type { Route } from './+types/newsletter-export'
import { translations } from '#app/i18n/resources.server.ts'
import { createTranslator } from '#app/i18n/translator.ts'
import { activeSubscribersInBatches } from '#app/modules/newsletter/admin-subscribers.server.ts'
import { getRequestContext, requireAdmin } from '#app/request-context.server.ts'
import { csvFileName, csvStream } from '#app/utils/csv.ts'

/**
 * GET /admin/newsletter/export: every active (confirmed) subscriber as CSV — UTF-8 with a BOM,
 * RFC 4180, spreadsheet-safe (app/utils/csv.ts) — written as it is read, a batch of 1,000 at a
 * time, each with the record of her consent: when it was asked, from which form and page, with
 * which version of the notice (docs/product.md#newsletter), and when she confirmed it. Its header in
 * the admin's language; an attachment named with the day; never cached.
 */
export async function loader({ context }: Route.LoaderArgs) {
  await requireAdmin(context)
  const { locale } = getRequestContext(context)
  const { t } = createTranslator(locale, translations[locale])
  async function* rows() {
    for await (const batch of activeSubscribersInBatches())
      yield batch.map((s) => [s.email, s.locale, (s.confirmedAt ?? s.createdAt).toISOString(), s.consentRequestedAt?.toISOString() ?? null, s.consentSource, s.consentTextVersion])
  }
  const header = ['email', 'language', 'confirmedAt', 'consentRequestedAt', 'consentSource', 'consentTextVersion'].map((k) => t(`adminPeople.csv.${k}`))
  return new Response(csvStream(header, rows()), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${csvFileName('gemela-newsletter')}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
