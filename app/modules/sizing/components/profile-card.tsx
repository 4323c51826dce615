import type { ReactNode } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'
import type { Locale } from '#app/i18n/config.ts'
import { dateTimeFormat } from '#app/i18n/intl.ts'
import { cn } from '#app/utils/cn.ts'
import { formatMeasurement } from '../form-state.ts'
import type { ProfileCard as ProfileCardData } from '../size-flow.server.ts'

export function formatProfileDate(iso: string, locale: Locale) {
  return dateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Madrid' }).format(new Date(iso))
}

/**
 * A saved profile: name, creation date, bust, waist, back width and arm length in cm, each under the
 * measurement form's own name (issue 18 item 13). `saved`: the one she has just saved, which says so.
 */
export function ProfileCard({ profile, children, as: Heading = 'h2', saved }: { profile: ProfileCardData; children?: ReactNode; as?: 'h2' | 'h3'; saved?: boolean }) {
  const { t, i18n } = useTranslation()
  const locale = i18n.language
  const headingId = `profile-${profile.id}`
  const rows = (['contornoBusto', 'contornoCintura', 'anchoEspalda', 'largoBrazo'] as const).map((field) => [field, profile.summary[field]] as const)
  return (
    <article aria-labelledby={headingId} className={cn('flex flex-col rounded-2xl border bg-white p-5', saved ? 'border-ok ring-2 ring-ok/30' : 'border-line')}>
      {saved ? (
        <p role="status" className="-mt-1 mb-3 flex items-center gap-1.5 text-sm font-medium text-ok">
          <span aria-hidden="true">✓</span> {t('sizing.profiles.saved')}
        </p>
      ) : null}
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          {/* tabIndex -1: the page moves the focus here after a save (decision 006). */}
          <Heading id={headingId} tabIndex={saved ? -1 : undefined} className="scroll-mt-36 break-words font-display text-2xl leading-tight outline-none">
            {profile.name}
          </Heading>
          <p className="mt-1 text-xs text-muted">{t('sizing.profiles.created', { date: formatProfileDate(profile.createdAt, locale) })}</p>
        </div>
        {profile.method === 'estimated' ? <span className="shrink-0 rounded-full bg-olive/10 px-2.5 py-0.5 text-xs text-olive">{t('sizing.profiles.estimated')}</span> : null}
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        {rows.map(([key, value]) => (
          <div key={key}>
            <dt className="text-muted">{t(`sizing.fields.${key}`)}</dt>
            <dd className="font-medium">
              {formatMeasurement(value, locale)} {t('sizing.units.cm')}
            </dd>
          </div>
        ))}
      </dl>
      {children ? <div className="mt-5 flex flex-wrap gap-2 pt-1">{children}</div> : null}
    </article>
  )
}
