import { Link } from 'react-router'
import { useTranslation } from '#app/i18n/react.tsx'
import { computeSizeHref } from '../size-views.ts'
import { LetterIcon, TapeIcon } from './size-main.tsx'
import { SizeScreen } from './size-screen.tsx'

/** The three ways to a size: estimate the body profile, measure oneself, or a standard size. */
export function MethodIntro({ productId, itemId }: { productId: number; itemId: string }) {
  const { t } = useTranslation()
  const ways = [
    { key: 'estimate', href: computeSizeHref(productId, itemId, 'estimate'), icon: <FigureIcon />, badge: t('sizing.main.recommended') },
    { key: 'measure', href: computeSizeHref(productId, itemId, 'form'), icon: <TapeIcon /> },
    { key: 'standard', href: computeSizeHref(productId, itemId, 'standard', { from: 'method' }), icon: <LetterIcon /> },
  ] as const
  return (
    <SizeScreen title={t('sizing.method.title')} intro={<p>{t('sizing.method.intro')}</p>} wide>
      <ol className="mt-8 grid gap-4 lg:grid-cols-3">
        {ways.map((way, index) => (
          <li key={way.key}>
            <Link
              to={way.href}
              className="group relative flex h-full flex-col rounded-2xl border border-line bg-white p-6 transition-[border-color,box-shadow] hover:border-ink hover:shadow-[0_0_0_1px_var(--color-ink)]"
            >
              <span className="text-clay">{way.icon}</span>
              <span className="mt-5 text-xs uppercase tracking-[0.2em] text-muted" aria-hidden="true">
                0{index + 1}
              </span>
              <span className="mt-1 font-display text-3xl leading-tight">{t(`sizing.method.${way.key}Title`)}</span>
              <span className="mt-2 text-ink-soft">{t(`sizing.method.${way.key}Text`)}</span>
              {'badge' in way ? <span className="absolute right-6 top-6 rounded-full bg-olive/10 px-3 py-1 text-xs text-olive">{way.badge}</span> : null}
              <span className="mt-auto flex items-center justify-between pt-6 text-sm text-muted">
                {t(`sizing.method.${way.key}Time`)}
                <span aria-hidden="true" className="text-xl text-ink transition-transform group-hover:translate-x-1">
                  →
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ol>
    </SizeScreen>
  )
}

function FigureIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 48 48" className="size-12" fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinecap="round">
      <circle cx="24" cy="8" r="4" />
      <path d="M18 16c4-2 8-2 12 0l-1 12 1 14M18 16l1 12-1 14M24 28v14" />
      <path d="M6 20h6M6 26h4M6 32h6M36 20h6M38 26h4M36 32h6" strokeDasharray="1.5 2" />
    </svg>
  )
}
