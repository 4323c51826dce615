import { useTranslation } from '#app/i18n/react.tsx'
import { SectionLink } from './section-link.tsx'

const steps = ['design', 'profile', 'creation', 'delivery'] as const

/** The four steps joined by a stitched line: down the side on a phone, across from a medium width. */
export function ProcessTeaser({ deliveryDays }: { deliveryDays: string }) {
  const { t } = useTranslation()
  return (
    <section aria-labelledby="home-process-title" className="bg-cream py-20 md:py-28">
      <div className="container-page grid gap-y-14 md:grid-cols-[1fr_auto] md:gap-y-16">
        <div className="md:col-start-1 md:row-start-1">
          <p className="eyebrow text-clay-dark">{t('home.process.eyebrow')}</p>
          <h2 id="home-process-title" className="mt-4 max-w-xl text-4xl leading-[1.08] md:text-5xl">
            {t('home.process.title')}
          </h2>
        </div>
        <ol className="grid gap-10 md:col-span-2 md:row-start-2 md:grid-cols-4 md:gap-8">
          {steps.map((step, index) => (
            <li key={step} className="relative grid grid-cols-[3rem_1fr] gap-x-5 md:block">
              {index < steps.length - 1 ? (
                <span
                  aria-hidden="true"
                  className="absolute -bottom-10 left-6 top-12 border-l border-dashed border-clay/60 md:-right-8 md:bottom-auto md:left-12 md:top-6 md:border-l-0 md:border-t"
                />
              ) : null}
              <span aria-hidden="true" className="grid size-12 place-items-center rounded-full border border-clay bg-cream font-display text-xl text-clay-dark">
                {index + 1}
              </span>
              <div className="md:mt-7">
                <h3 className="text-2xl leading-tight md:text-[1.75rem]">{t(`home.process.${step}.title`)}</h3>
                <p className="mt-2 leading-relaxed text-ink-soft">{t(`home.process.${step}.text`, { days: deliveryDays })}</p>
              </div>
            </li>
          ))}
        </ol>
        <div className="md:col-start-2 md:row-start-1 md:self-end">
          <SectionLink to="/process">{t('home.process.cta')}</SectionLink>
        </div>
      </div>
    </section>
  )
}
