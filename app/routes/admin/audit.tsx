import { Link, redirect } from 'react-router'
import type { Route } from './+types/audit'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { translations } from '#app/i18n/resources.server.ts'
import { createTranslator } from '#app/i18n/translator.ts'
import { type AuditChange, computeAuditChanges } from '#app/modules/admin/audit-diff.ts'
import { auditDateTime, auditReferences, describeAuditChanges, describeAuditSubject } from '#app/modules/admin/audit-describe.ts'
import { listAuditEntries } from '#app/modules/admin/audit.server.ts'
import { AdminPageHeader } from '#app/modules/admin/components/admin-frame.tsx'
import { AuditEntryCard, type AuditRow } from '#app/modules/admin/components/audit-entry.tsx'
import { getCatalogueNames } from '#app/modules/catalogue/catalogue-names.server.ts'
import { settingsInputNames } from '#app/modules/store/settings-form.ts'
import { getRequestContext, requireAdmin } from '#app/request-context.server.ts'
import { buttonClass } from '#app/components/ui/button.tsx'
import { pageMeta } from '#app/utils/meta.ts'

function sortBySettingsForm(changes: AuditChange[]): AuditChange[] {
  const order = (path: string) => {
    const at = settingsInputNames.indexOf(path)
    return at === -1 ? settingsInputNames.length : at
  }
  return [...changes].sort((a, b) => order(a.path) - order(b.path))
}

/** A page cursor from the query: an entry's id, or nothing (any other text is ignored). */
function cursor(value: string | null): number | undefined {
  return value && /^\d{1,15}$/.test(value) ? Number(value) : undefined
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context)
  const { locale } = getRequestContext(context)
  const { t } = createTranslator(locale, translations[locale])
  const params = new URL(request.url).searchParams
  const before = cursor(params.get('before'))
  const after = before === undefined ? cursor(params.get('after')) : undefined
  const page = await listAuditEntries({ before, after })
  // A page past either end (an old link, a cursor that was never an entry): the newest page.
  if (!page.entries.length && (before !== undefined || after !== undefined)) throw redirect('/admin/audit')
  const when = auditDateTime(locale)
  // What the entries point at by id (a product's category, the fabric whose stock moved), named in one look-up.
  const names = await getCatalogueNames(auditReferences(page.entries))
  const ctx = { t, locale, names }
  const entries: AuditRow[] = page.entries.map((e) => {
    const changes = computeAuditChanges(e.before, e.after)
    return {
      id: e.id,
      at: e.at,
      when: when.format(new Date(e.at)),
      actorEmail: e.actorEmail,
      action: e.action,
      subject: describeAuditSubject(e, ctx),
      // Only what changed travels to the page, in the admin's words; the settings' in the form's order.
      changes: describeAuditChanges(e.entityType, e.entityType === 'store_settings' ? sortBySettingsForm(changes) : changes, ctx),
    }
  })
  return { entries, older: page.older, newer: page.newer }
}

export default function AuditLog({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { entries, older, newer } = loaderData
  return (
    <>
      <AdminPageHeader eyebrow={t('admin.sections.audit.title')} title={t('admin.audit.title')} intro={t('admin.audit.intro')} />
      {entries.length ? (
        <ol className="space-y-4">
          {entries.map((entry) => (
            <li key={entry.id}>
              <AuditEntryCard entry={entry} />
            </li>
          ))}
        </ol>
      ) : (
        <div className="rounded-2xl border border-dashed border-line bg-white/60 px-6 py-14 text-center md:px-12">
          <p className="font-display text-2xl">{t('admin.audit.emptyTitle')}</p>
          <p className="mx-auto mt-2 max-w-md text-sm text-ink-soft">{t('admin.audit.emptyText')}</p>
        </div>
      )}
      {older !== null || newer !== null ? (
        <nav aria-label={t('admin.audit.pages')} className="mt-8 flex flex-wrap items-center justify-between gap-3">
          {newer !== null ? (
            <Link to={`?after=${newer}`} className={buttonClass('secondary', 'sm')}>
              ← {t('admin.audit.newer')}
            </Link>
          ) : (
            <span />
          )}
          {older !== null ? (
            <Link to={`?before=${older}`} className={buttonClass('secondary', 'sm')}>
              {t('admin.audit.older')} →
            </Link>
          ) : null}
        </nav>
      ) : null}
    </>
  )
}

export const handle = { i18n: ['admin', 'adminOrders', 'adminRequests', 'adminCatalogue'] } satisfies I18nHandle

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta(matches, { titleKey: 'admin.audit.metaTitle', path: location.pathname, noindex: true })
}
