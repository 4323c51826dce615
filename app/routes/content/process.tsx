import { useTranslation } from '#app/i18n/react.tsx'
import { Link } from 'react-router'
import { buttonClass } from '#app/components/ui/button.tsx'
import type { Route } from './+types/process'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { getRequestContext } from '#app/request-context.server.ts'
import { computePageFigures } from '#app/modules/content/page-figures.ts'
import { getStoreSettings } from '#app/modules/store/settings.server.ts'
import { useFigureVars } from '#app/modules/content/components/pages/figure-vars.ts'
import { PageHero } from '#app/modules/content/components/pages/page-hero.tsx'
import { ProcessHeroArt } from '#app/modules/content/components/pages/process-art.tsx'
import { ProcessSteps } from '#app/modules/content/components/pages/process-steps.tsx'
import { pageMeta } from '#app/utils/meta.ts'

export async function loader({ context }: Route.LoaderArgs) {
  const { locale } = getRequestContext(context)
  return { figures: computePageFigures(await getStoreSettings(), locale) }
}

export default function Process({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const vars = useFigureVars(loaderData.figures)
  const rows = [
    { label: 'basic', days: vars.basicDays },
    { label: 'complex', days: vars.complexDays },
    { label: 'standard', days: vars.standardDays },
    { label: 'express', days: vars.expressDays },
  ]
  return (
    <>
      <PageHero
        eyebrow={t('pages.process.hero.eyebrow')}
        title={t('pages.process.hero.title')}
        lead={t('pages.process.hero.lead')}
        art={<ProcessHeroArt />}
        artClassName="lg:max-w-[34rem]"
      />
      <section aria-labelledby="process-steps" className="container-page py-16 md:py-24">
        <h2 id="process-steps" className="mb-12 text-4xl md:mb-16 md:text-5xl lg:text-center">
          {t('pages.process.stepsTitle')}
        </h2>
        <ProcessSteps vars={vars} />
      </section>
      <section aria-labelledby="process-delivery" className="bg-cream">
        <div className="container-page grid gap-12 py-16 md:py-24 lg:grid-cols-2 lg:gap-24">
          <div>
            <p className="eyebrow text-clay-dark">{t('pages.process.delivery.eyebrow')}</p>
            <h2 id="process-delivery" className="mt-4 text-4xl md:text-5xl">
              {t('pages.process.delivery.title')}
            </h2>
            <p className="mt-8 font-display text-6xl leading-none text-clay-dark [font-variant-numeric:lining-nums] md:text-7xl" data-testid="delivery-total">
              {t('pages.process.delivery.total', vars)}
            </p>
            <p className="mt-5 max-w-md text-lg leading-relaxed text-ink-soft">{t('pages.process.delivery.text')}</p>
          </div>
          <div className="lg:pt-10">
            <dl className="divide-y divide-line border-y border-line">
              {rows.map((row) => (
                <div key={row.label} className="flex items-baseline justify-between gap-6 py-4">
                  <dt className="text-ink-soft">{t(`pages.process.delivery.${row.label}`)}</dt>
                  <dd className="shrink-0 font-medium">{t('pages.process.delivery.days', { days: row.days })}</dd>
                </div>
              ))}
            </dl>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link to="/shipping-policy" className={buttonClass('primary', 'md', 'transition-colors')}>
                {t('pages.process.delivery.shippingLink')}
              </Link>
              <Link to="/how-it-works" className={buttonClass('secondary', 'md', 'transition-colors')}>
                {t('pages.process.delivery.howLink')}
              </Link>
            </div>
          </div>
        </div>
      </section>
    </>
  )
}

export const handle = { i18n: ['pages', 'policies'] } satisfies I18nHandle

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta(matches, {
    titleKey: 'pages.process.meta.title',
    descriptionKey: 'pages.process.meta.description',
    path: location.pathname,
  })
}
