import { useTranslation } from '#app/i18n/react.tsx'
import { Link } from 'react-router'
import { buttonClass } from './ui/button.tsx'

/**
 * The designed 404 / error page inside the shop's frame (dark band under the transparent header).
 * `forbidden`: a 403 from a guard (`requireAdmin`) says the page is for the shop's team, not that
 * something went wrong.
 */
export function PageMessage({ status, forbidden = false }: { status: number; forbidden?: boolean }) {
  const { t } = useTranslation()
  const key = status === 404 ? 'notFound' : forbidden ? 'forbidden' : 'error'
  return (
    <section className="relative overflow-hidden bg-night text-white">
      <div className="container-page flex min-h-[78vh] flex-col items-start justify-center pb-20 pt-32">
        <p className="eyebrow text-white/60">{status}</p>
        <h1 className="mt-5 max-w-2xl text-5xl leading-[1.05] md:text-7xl">{t(`common.${key}.title`)}</h1>
        <p className="mt-6 max-w-lg text-lg text-white/75">{t(`common.${key}.text`)}</p>
        <Link to="/" className={buttonClass('inverse', 'md', 'mt-10 transition-colors')}>
          {t('common.notFound.home')}
        </Link>
      </div>
      <svg
        aria-hidden="true"
        className="pointer-events-none absolute -right-24 bottom-0 h-[70%] opacity-20"
        viewBox="0 0 200 300"
        fill="none"
        stroke="currentColor"
        strokeWidth="0.8"
      >
        <path d="M60 20c10 12 70 12 80 0l40 30-18 40-20-10v200H58V80L38 90 20 50Z" />
        <path d="M100 35v260M60 20l40 40 40-40" />
      </svg>
    </section>
  )
}
