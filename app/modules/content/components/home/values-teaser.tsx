import { useTranslation } from '#app/i18n/react.tsx'
import { SectionLink } from './section-link.tsx'

const values = ['customization', 'technology', 'durability', 'sustainability', 'exclusivity'] as const

/** A spool whose thread runs off as a line of stitches: fills the column beside the list on wide screens. */
function ThreadSpool() {
  return (
    <svg
      viewBox="0 0 220 120"
      className="mt-16 hidden w-56 text-clay lg:block"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.3"
      strokeLinecap="round"
    >
      <path d="M24 30h40v60H24z" fill="currentColor" fillOpacity=".18" />
      <path d="M24 40h40M24 50h40M24 60h40M24 70h40M24 80h40" strokeOpacity=".45" />
      <rect x="16" y="22" width="56" height="8" rx="2" fill="#efe6d8" />
      <rect x="16" y="90" width="56" height="8" rx="2" fill="#efe6d8" />
      <path d="M64 56c34-4 34 34 70 30s40-40 70-34" strokeDasharray="5 5" />
    </svg>
  )
}

export function ValuesTeaser() {
  const { t } = useTranslation()
  return (
    <section aria-labelledby="home-values-title" className="bg-cream py-20 md:py-28">
      <div className="container-page grid gap-y-12 lg:grid-cols-[0.8fr_1.2fr] lg:grid-rows-[auto_1fr] lg:gap-x-20 lg:gap-y-10">
        <div>
          <p className="eyebrow text-clay-dark">{t('home.values.eyebrow')}</p>
          <h2 id="home-values-title" className="mt-4 text-4xl leading-[1.08] md:text-5xl">
            {t('home.values.title')}
          </h2>
          <p className="mt-5 max-w-md text-lg leading-relaxed text-ink-soft">{t('home.values.text')}</p>
        </div>
        <ol className="border-t border-line lg:col-start-2 lg:row-span-2 lg:row-start-1">
          {values.map((value, index) => (
            <li key={value} className="grid grid-cols-[3rem_1fr] gap-x-4 border-b border-line py-6 md:grid-cols-[4.5rem_14rem_1fr] md:items-baseline md:py-7">
              <span aria-hidden="true" className="font-display text-2xl text-clay md:text-3xl">
                {String(index + 1).padStart(2, '0')}
              </span>
              <h3 className="text-2xl leading-tight md:text-[1.75rem]">{t(`home.values.${value}.title`)}</h3>
              <p className="col-start-2 mt-1.5 leading-relaxed text-ink-soft md:col-start-3 md:mt-0">{t(`home.values.${value}.text`)}</p>
            </li>
          ))}
        </ol>
        <div className="lg:col-start-1 lg:row-start-2">
          <SectionLink to="/values">{t('home.values.cta')}</SectionLink>
          <ThreadSpool />
        </div>
      </div>
    </section>
  )
}
