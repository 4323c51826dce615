import type { Locale } from '#app/i18n/config.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { formatMoney } from '#app/modules/money/money.ts'
import { settingsItemFor } from '#app/modules/store/settings-form.ts'
import type { AuditChange } from '../audit-diff.ts'
import { isKnownAuditAction } from '../audit-actions.ts'

export type AuditRow = {
  id: number
  /** ISO, for <time>; `when` is the same instant written for the reader (Europe/Madrid). */
  at: string
  when: string
  actorEmail: string
  action: string
  entityType: string
  entityId: string
  changes: AuditChange[]
}

/** One entry of the log: what was done, by whom, when, and each changed value before and after. */
export function AuditEntryCard({ entry, weekdays }: { entry: AuditRow; weekdays: Record<number, string> }) {
  const { t } = useTranslation()
  const describe = useChangeDescriber(entry.entityType, weekdays)
  return (
    <article aria-labelledby={`audit-${entry.id}`} className="rounded-2xl border border-line bg-white p-5 md:p-7">
      <header className="flex flex-col gap-1 md:flex-row md:items-baseline md:justify-between md:gap-6">
        <h2 id={`audit-${entry.id}`} className="font-sans text-base font-medium">
          {isKnownAuditAction(entry.action) ? t(`admin.audit.actions.${entry.action}`) : entry.action}
        </h2>
        <p className="text-sm text-muted">
          <time dateTime={entry.at}>{entry.when}</time>
        </p>
      </header>
      <p className="mt-1 break-all text-sm text-ink-soft">{t('admin.audit.by', { email: entry.actorEmail })}</p>
      {entry.changes.length ? (
        <div className="mt-5">
          <table className="w-full table-fixed border-collapse text-left text-sm [overflow-wrap:anywhere]">
            <thead>
              <tr className="border-b border-line text-xs uppercase tracking-wider text-muted">
                <th scope="col" className="w-2/5 py-2 pr-4 font-normal">
                  {t('admin.audit.field')}
                </th>
                <th scope="col" className="py-2 pr-4 font-normal">
                  {t('admin.audit.before')}
                </th>
                <th scope="col" className="py-2 font-normal">
                  {t('admin.audit.after')}
                </th>
              </tr>
            </thead>
            <tbody>
              {entry.changes.map((change) => {
                const { label, before, after } = describe(change)
                return (
                  <tr key={change.path} className="border-b border-line/60 last:border-b-0 align-top">
                    <th scope="row" className="py-2.5 pr-4 font-normal text-ink-soft">
                      {label}
                    </th>
                    <td className="py-2.5 pr-4 text-muted">
                      <del className="no-underline">{before}</del>
                    </td>
                    <td className="py-2.5 font-medium text-ink">
                      <ins className="no-underline">{after}</ins>
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="mt-4 text-sm text-muted">{t('admin.audit.noChanges')}</p>
      )}
    </article>
  )
}

/**
 * How one change reads: for the store settings, the form's own label and the figure in its unit
 * (money in euros, days, yes/no, weekday names); for anything else, its path and its value.
 */
function useChangeDescriber(entityType: string, weekdays: Record<number, string>) {
  const { t, i18n } = useTranslation()
  const locale = i18n.language as Locale
  const plain = (value: unknown): string => {
    if (value === undefined || value === null || value === '') return t('admin.audit.none')
    if (typeof value === 'boolean') return value ? t('admin.audit.yes') : t('admin.audit.no')
    if (typeof value === 'string' || typeof value === 'number') return String(value)
    return JSON.stringify(value)
  }
  return (change: AuditChange) => {
    const item = entityType === 'store_settings' ? settingsItemFor(change.path) : undefined
    if (!item) return { label: change.path, before: plain(change.before), after: plain(change.after) }
    const part = change.path.slice(item.path.length + 1)
    const label = `${t(`admin.settings.fields.${item.path}`)}${part ? ` · ${t(`admin.settings.pair.${part}`)}` : ''}`
    const format = (value: unknown): string => {
      if (typeof value !== 'number') return plain(value)
      if (item.kind === 'money') return formatMoney(value, locale)
      if (item.kind === 'weekdays') return weekdays[value] ?? String(value)
      if ((item.kind === 'number' || item.kind === 'range') && item.unit) return `${value}${item.unit === 'percent' ? ' %' : ` ${t(`admin.settings.units.${item.unit}`)}`}`
      return String(value)
    }
    return { label, before: format(change.before), after: format(change.after) }
  }
}
