import type { ReactNode } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'
import type { Locale } from '#app/i18n/config.ts'
import { dateTimeFormat } from '#app/i18n/intl.ts'
import { formatMeasurement } from '../form-state.ts'
import type { ProfileCard as ProfileCardData } from '../size-flow.server.ts'

export function formatProfileDate(iso: string, locale: Locale) {
  return dateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Madrid' }).format(new Date(iso))
}

/** A saved profile: name, creation date, chest, waist, shoulder (back width) and arm length in cm. */
export function ProfileCard({ profile, children, as: Heading = 'h2' }: { profile: ProfileCardData; children?: ReactNode; as?: 'h2' | 'h3' }) {
  const { t, i18n } = useTranslation()
  const locale = i18n.language
  const headingId = `profile-${profile.id}`
  const rows = [
    ['chest', profile.summary.contornoBusto],
    ['waist', profile.summary.contornoCintura],
    ['shoulder', profile.summary.anchoEspalda],
    ['arm', profile.summary.largoBrazo],
  ] as const
  return (
    <article aria-labelledby={headingId} className="flex flex-col rounded-2xl border border-line bg-white p-5">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <Heading id={headingId} className="break-words font-display text-2xl leading-tight">
            {profile.name}
          </Heading>
          <p className="mt-1 text-xs text-muted">{t('sizing.profiles.created', { date: formatProfileDate(profile.createdAt, locale) })}</p>
        </div>
        {profile.method === 'estimated' ? <span className="shrink-0 rounded-full bg-olive/10 px-2.5 py-0.5 text-xs text-olive">{t('sizing.profiles.estimated')}</span> : null}
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        {rows.map(([key, value]) => (
          <div key={key}>
            <dt className="text-muted">{t(`sizing.profiles.${key}`)}</dt>
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
