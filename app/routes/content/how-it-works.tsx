import type { ComponentType } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'
import { Link } from 'react-router'
import { buttonClass } from '#app/components/ui/button.tsx'
import type { Route } from './+types/how-it-works'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { getRequestContext } from '#app/request-context.server.ts'
import { computePageFigures } from '#app/modules/content/page-figures.ts'
import { getStoreSettings } from '#app/modules/store/settings.server.ts'
import { PageHero } from '#app/modules/content/components/pages/page-hero.tsx'
import { DeliveryArt, DesignArt, ProfileArt, RailArt } from '#app/modules/content/components/pages/process-art.tsx'
import { cn } from '#app/utils/cn.ts'
import { pageMeta } from '#app/utils/meta.ts'

export async function loader({ context }: Route.LoaderArgs) {
  const { locale } = getRequestContext(context)
  return { figures: computePageFigures(await getStoreSettings(), locale) }
}

/** The shop's own four steps, each with image, title and text (docs/product.md#pages-and-navigation, Marketing pages). */
const steps: { name: string; Art: ComponentType; ground: string }[] = [
  { name: 'choose', Art: RailArt, ground: 'bg-cream' },
  { name: 'customize', Art: DesignArt, ground: 'bg-sand' },
  { name: 'size', Art: ProfileArt, ground: 'bg-cream' },
  { name: 'receive', Art: DeliveryArt, ground: 'bg-olive' },
]

export default function HowItWorks({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { figures } = loaderData
  return (
    <>
      <PageHero eyebrow={t('pages.howItWorks.hero.eyebrow')} title={t('pages.howItWorks.hero.title')} lead={t('pages.howItWorks.hero.lead')} />
      <div className="container-page relative -mt-6 pb-16 md:-mt-12 md:pb-24">
        <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {steps.map(({ name, Art, ground }, index) => (
            <li key={name} data-step={name} className="flex flex-col overflow-hidden rounded-[1.75rem] bg-white ring-1 ring-line">
              <div className={cn('aspect-[4/3] p-6', ground)}>
                <Art />
              </div>
              <div className="flex-1 p-6 md:p-7">
                <p className="eyebrow text-muted">{t('pages.howItWorks.stepLabel', { n: index + 1 })}</p>
                <h2 className="mt-2 text-3xl leading-tight">{t(`pages.howItWorks.steps.${name}.title`)}</h2>
                <p className="mt-3 leading-relaxed text-pretty text-ink-soft">{t(`pages.howItWorks.steps.${name}.text`, figures)}</p>
              </div>
            </li>
          ))}
        </ol>
        <div className="mt-16 flex flex-col items-start gap-6 border-t border-line pt-12 md:flex-row md:items-center md:justify-between">
          <div>
            <p className="font-display text-4xl">{t('pages.howItWorks.cta.title')}</p>
            <p className="mt-2 text-lg text-ink-soft">{t('pages.howItWorks.cta.text')}</p>
          </div>
          <div className="flex flex-wrap gap-3">
            <Link to="/collection" className={buttonClass('primary', 'md', 'transition-colors')}>
              {t('pages.howItWorks.cta.collection')}
            </Link>
            <Link to="/process" className={buttonClass('secondary', 'md', 'transition-colors')}>
              {t('pages.howItWorks.cta.process')}
            </Link>
          </div>
        </div>
      </div>
    </>
  )
}

export const handle = { i18n: ['pages', 'policies'] } satisfies I18nHandle

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta(matches, {
    titleKey: 'pages.howItWorks.meta.title',
    descriptionKey: 'pages.howItWorks.meta.description',
    path: location.pathname,
  })
}
