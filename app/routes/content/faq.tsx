import { useTranslation } from '#app/i18n/react.tsx'
import { Link } from 'react-router'
import { buttonClass } from '#app/components/ui/button.tsx'
import type { Route } from './+types/faq'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { getRequestContext } from '#app/request-context.server.ts'
import { computePageFigures } from '#app/modules/content/page-figures.ts'
import { listStatedPaymentMethods } from '#app/modules/content/payment-methods.server.ts'
import { getStoreSettings } from '#app/modules/store/settings.server.ts'
import { FaqAccordion } from '#app/modules/content/components/pages/faq-accordion.tsx'
import { useFigureVars } from '#app/modules/content/components/pages/figure-vars.ts'
import { PageHero } from '#app/modules/content/components/pages/page-hero.tsx'
import { FaqHeroArt } from '#app/modules/content/components/pages/process-art.tsx'
import { pageMeta } from '#app/utils/meta.ts'

export async function loader({ context }: Route.LoaderArgs) {
  const { locale } = getRequestContext(context)
  return { figures: computePageFigures(await getStoreSettings(), locale, listStatedPaymentMethods()) }
}

export default function Faq({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const vars = useFigureVars(loaderData.figures)
  return (
    <>
      <PageHero eyebrow={t('pages.faq.hero.eyebrow')} title={t('pages.faq.hero.title')} lead={t('pages.faq.hero.lead')} art={<FaqHeroArt />} compact />
      {/* A short band: on a desktop the first questions are on the first screen (issue 18 item 18). */}
      <div className="container-page grid gap-14 py-10 md:py-12 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-20">
        <FaqAccordion vars={vars} />
        <aside aria-labelledby="faq-more" className="self-start rounded-[1.75rem] bg-cream p-8 lg:sticky lg:top-8">
          <h2 id="faq-more" className="text-3xl leading-tight">
            {t('pages.faq.more.title')}
          </h2>
          <p className="mt-3 leading-relaxed text-ink-soft">{t('pages.faq.more.text', vars)}</p>
          <Link to="/contact" className={buttonClass('primary', 'md', 'mt-6 transition-colors')}>
            {t('pages.faq.more.contact')}
          </Link>
        </aside>
      </div>
    </>
  )
}

export const handle = { i18n: ['pages', 'policies'] } satisfies I18nHandle

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta(matches, {
    titleKey: 'pages.faq.meta.title',
    descriptionKey: 'pages.faq.meta.description',
    path: location.pathname,
  })
}
