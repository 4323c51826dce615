import type { ComponentType } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'
import { Link } from 'react-router'
import { buttonClass } from '#app/components/ui/button.tsx'
import type { Route } from './+types/values'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { getRequestContext } from '#app/request-context.server.ts'
import { computePageFigures, type PageFigures } from '#app/modules/content/page-figures.ts'
import { getStoreSettings } from '#app/modules/store/settings.server.ts'
import { PageHero } from '#app/modules/content/components/pages/page-hero.tsx'
import { CustomizationArt, DurabilityArt, ExclusivityArt, SustainabilityArt, TechnologyArt, ValuesHeroArt } from '#app/modules/content/components/pages/values-art.tsx'
import { cn } from '#app/utils/cn.ts'
import { pageMeta } from '#app/utils/meta.ts'

export async function loader({ context }: Route.LoaderArgs) {
  const { locale } = getRequestContext(context)
  return { figures: computePageFigures(await getStoreSettings(), locale) }
}

/** The five values of docs/product.md#pages-and-navigation, in its order, each with its own illustration and ground. */
const values: { name: string; Art: ComponentType; ground: string }[] = [
  { name: 'customization', Art: CustomizationArt, ground: 'bg-cream' },
  { name: 'technology', Art: TechnologyArt, ground: 'bg-night' },
  { name: 'durability', Art: DurabilityArt, ground: 'bg-sand' },
  { name: 'sustainability', Art: SustainabilityArt, ground: 'bg-olive' },
  { name: 'exclusivity', Art: ExclusivityArt, ground: 'bg-clay' },
]

export default function Values({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { figures } = loaderData
  return (
    <>
      <PageHero eyebrow={t('pages.values.hero.eyebrow')} title={t('pages.values.hero.title')} lead={t('pages.values.hero.lead')} art={<ValuesHeroArt />} />
      <div className="container-page py-8 md:py-16">
        {values.map((value, index) => (
          <ValueSection key={value.name} index={index} {...value} vars={figures} />
        ))}
      </div>
      <section aria-labelledby="values-cta" className="bg-cream">
        <div className="container-page flex flex-col items-start gap-8 py-16 md:flex-row md:items-end md:justify-between md:py-24">
          <div>
            <h2 id="values-cta" className="text-4xl md:text-5xl">
              {t('pages.values.cta.title')}
            </h2>
            <p className="mt-4 max-w-md text-lg text-ink-soft">{t('pages.values.cta.text')}</p>
          </div>
          <div className="flex flex-wrap gap-3">
            <Link to="/collection" className={buttonClass('primary', 'md', 'transition-colors')}>
              {t('pages.values.cta.collection')}
            </Link>
            <Link to="/process" className={buttonClass('secondary', 'md', 'transition-colors')}>
              {t('pages.values.cta.process')}
            </Link>
          </div>
        </div>
      </section>
    </>
  )
}

/** Image and text side by side from desktop widths, swapping sides every other section. */
function ValueSection({ name, index, Art, ground, vars }: { name: string; index: number; Art: ComponentType; ground: string; vars: PageFigures }) {
  const { t } = useTranslation()
  const base = `pages.values.sections.${name}`
  const titleId = `value-${name}`
  const flipped = index % 2 === 1
  return (
    <section aria-labelledby={titleId} data-value={name} className="reveal grid items-center gap-10 border-b border-line py-14 last:border-b-0 md:py-20 lg:grid-cols-2 lg:gap-24">
      <div data-part="art" className={cn('mx-auto w-full max-w-md overflow-hidden rounded-t-full lg:max-w-none', ground, flipped && 'lg:order-last')}>
        <div className="aspect-[4/5] p-6 pt-10 md:p-10 md:pt-14">
          <Art />
        </div>
      </div>
      <div data-part="text" className="max-w-xl">
        <p className="eyebrow text-clay-dark">
          <span className="font-medium">{String(index + 1).padStart(2, '0')}</span>
          <span aria-hidden="true" className="mx-3 inline-block h-px w-8 bg-clay-dark align-middle" />
          {t(`${base}.eyebrow`)}
        </p>
        <h2 id={titleId} className="mt-5 text-4xl leading-[1.08] text-balance md:text-5xl">
          {t(`${base}.title`)}
        </h2>
        <p className="mt-6 text-lg leading-relaxed text-pretty text-ink-soft">{t(`${base}.text`, vars)}</p>
        <ul className="mt-8 space-y-3 border-t border-line pt-6">
          {(['point1', 'point2'] as const).map((point) => (
            <li key={point} className="flex gap-3 text-ink">
              <span aria-hidden="true" className="mt-2.5 size-1.5 shrink-0 rounded-full bg-clay" />
              {t(`${base}.${point}`, vars)}
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

export const handle = { i18n: ['pages', 'policies'] } satisfies I18nHandle

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta(matches, {
    titleKey: 'pages.values.meta.title',
    descriptionKey: 'pages.values.meta.description',
    path: location.pathname,
  })
}
