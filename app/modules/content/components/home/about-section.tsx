import { useTranslation } from '#app/i18n/react.tsx'
import { SectionLink } from './section-link.tsx'

/** Small line drawings for the three cards: a swatch, needle and thread, scissors. */
const cardArt = {
  card1: (
    <>
      <path d="M8 10h32v28H8z" />
      <path d="M12 14h24v20H12z" strokeDasharray="2 2.5" />
      <path d="M24 30s-6-3.6-6-7.4a3 3 0 0 1 6-1 3 3 0 0 1 6 1c0 3.8-6 7.4-6 7.4Z" fill="currentColor" fillOpacity=".15" />
    </>
  ),
  card2: (
    <>
      <path d="m10 38 26-26" strokeWidth="1.8" />
      <ellipse cx="37.5" cy="10.5" rx="1.2" ry="3" transform="rotate(45 37.5 10.5)" />
      <path d="M38 10c6 8-2 16-10 14S14 26 14 34s10 8 16 4" strokeDasharray="2.5 2.5" />
    </>
  ),
  card3: (
    <>
      <circle cx="14" cy="34" r="5" />
      <circle cx="30" cy="36" r="5" />
      <path d="m17.5 30.5 20-22M26.5 32 14 10" />
      <path d="M6 22h36" strokeDasharray="1 3" />
    </>
  ),
}

const cards = [
  { id: 'card1', to: '/values' },
  { id: 'card2', to: '/process' },
  { id: 'card3', to: null },
] as const

export function AboutSection() {
  const { t } = useTranslation()
  return (
    <section aria-labelledby="home-about-title" className="bg-paper py-20 md:py-28">
      <div className="container-page">
        <div className="grid gap-6 md:grid-cols-[0.9fr_1.1fr] md:gap-16">
          <div>
            <p className="eyebrow text-clay-dark">{t('home.about.eyebrow')}</p>
            <h2 id="home-about-title" className="mt-4 text-4xl leading-[1.08] md:text-5xl">
              {t('home.about.title')}
            </h2>
          </div>
          <p className="self-end text-lg leading-relaxed text-ink-soft">{t('home.about.intro')}</p>
        </div>
        <ul className="mt-14 grid gap-5 md:mt-20 md:grid-cols-3 md:gap-6">
          {cards.map((card) => (
            <li key={card.id} data-testid={`about-${card.id}`} className="flex flex-col rounded-sm border border-line bg-white/55 p-7 md:p-9">
              <svg
                viewBox="0 0 48 48"
                className="size-12 text-clay"
                aria-hidden="true"
                focusable="false"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.3"
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                {cardArt[card.id]}
              </svg>
              <h3 className="mt-6 text-[1.75rem] leading-tight">{t(`home.about.${card.id}.title`)}</h3>
              <p className="mt-3 leading-relaxed text-ink-soft">{t(`home.about.${card.id}.text`)}</p>
              {card.to ? (
                <div className="mt-auto pt-7">
                  <SectionLink to={card.to}>{t(`home.about.${card.id}.cta`)}</SectionLink>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
