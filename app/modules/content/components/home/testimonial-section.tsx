import { useTranslation } from '#app/i18n/react.tsx'

export function TestimonialSection() {
  const { t } = useTranslation()
  return (
    <section aria-labelledby="home-testimonial-title" className="bg-paper py-20 md:py-32">
      <div className="container-page max-w-4xl text-center">
        <h2 id="home-testimonial-title" className="eyebrow font-sans text-clay-dark">
          {t('home.testimonial.eyebrow')}
        </h2>
        <figure className="mt-8">
          <svg viewBox="0 0 48 36" className="mx-auto h-9 w-12 text-clay" aria-hidden="true" focusable="false" fill="currentColor">
            <path d="M20 2C9 6 2 14 2 24c0 6 4 10 9 10s8-4 8-8-3-8-8-8c1-6 5-10 11-13ZM46 2c-11 4-18 12-18 22 0 6 4 10 9 10s8-4 8-8-3-8-8-8c1-6 5-10 11-13Z" />
          </svg>
          <blockquote className="mt-6">
            <p className="font-display text-[1.75rem] italic leading-snug text-ink md:text-[2.6rem] md:leading-[1.2]">{t('home.testimonial.quote')}</p>
          </blockquote>
          <figcaption className="mt-8 flex items-center justify-center gap-3 text-ink-soft">
            <span aria-hidden="true" className="h-px w-8 bg-clay" />
            <span>
              <span className="font-medium text-ink">{t('home.testimonial.name')}</span>, {t('home.testimonial.city')}
            </span>
            <span aria-hidden="true" className="h-px w-8 bg-clay" />
          </figcaption>
        </figure>
      </div>
    </section>
  )
}
