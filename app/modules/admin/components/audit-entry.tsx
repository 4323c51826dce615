import { Link } from 'react-router'
import { useTranslation } from '#app/i18n/react.tsx'
import type { AuditSubject, DescribedChange } from '../audit-describe.ts'
import { isKnownAuditAction } from '../audit-actions.ts'

export type AuditRow = {
  id: number
  /** ISO, for <time>; `when` is the same instant written for the reader (Europe/Madrid). */
  at: string
  when: string
  actorEmail: string
  action: string
  /** What it was done to, named and linked to its page (audit-describe.ts). */
  subject: AuditSubject | null
  /** Each changed value in the admin's words and formats, ids left out. */
  changes: DescribedChange[]
}

/** One entry of the log: who did what to which thing, when, and each changed value before and after. */
export function AuditEntryCard({ entry }: { entry: AuditRow }) {
  const { t } = useTranslation()
  const { subject } = entry
  return (
    <article aria-labelledby={`audit-${entry.id}`} className="rounded-2xl border border-line bg-white p-5 md:p-7">
      <header className="flex flex-col gap-1 md:flex-row md:items-baseline md:justify-between md:gap-6">
        <h2 id={`audit-${entry.id}`} className="font-sans text-base font-medium">
          {isKnownAuditAction(entry.action) ? t(`admin.audit.actions.${entry.action}`) : entry.action}
          {subject ? (
            <>
              {': '}
              {subject.href ? (
                <Link to={subject.href} className="underline decoration-line underline-offset-4 hover:decoration-ink">
                  {subject.text}
                </Link>
              ) : (
                subject.text
              )}
            </>
          ) : null}
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
              {entry.changes.map(({ path, label, before, after }) => {
                return (
                  <tr key={path} className="border-b border-line/60 last:border-b-0 align-top">
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
