import { useTranslation } from '#app/i18n/react.tsx'
import { Link } from 'react-router'
import { buttonClass } from '#app/components/ui/button.tsx'
import type { Route } from './+types/return-policy'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { getRequestContext } from '#app/request-context.server.ts'
import { computePageFigures } from '#app/modules/content/page-figures.ts'
import { getStoreSettings } from '#app/modules/store/settings.server.ts'
import { useFigureVars } from '#app/modules/content/components/pages/figure-vars.ts'
import { PolicyPage, PolicySection } from '#app/modules/content/components/pages/policy-layout.tsx'
import { pageMeta } from '#app/utils/meta.ts'

export async function loader({ context }: Route.LoaderArgs) {
  const { locale } = getRequestContext(context)
  return { figures: computePageFigures(await getStoreSettings(), locale) }
}

/** docs/product.md#returns-and-exchanges: the one returns policy, every figure from the store settings. */
const sections = [
  { id: 'custom', paragraphs: ['p1', 'p2'] },
  { id: 'sizeChange', paragraphs: ['p1'] },
  { id: 'adjustments', paragraphs: ['p1'] },
  { id: 'defects', paragraphs: ['p1', 'p2'] },
  { id: 'shippingCosts', paragraphs: ['p1'] },
  { id: 'request', paragraphs: ['p1'] },
  { id: 'afterlife', paragraphs: ['p1'] },
  { id: 'giftCards', paragraphs: ['p1'] },
]

const facts = ['sizeChange', 'defect', 'answer', 'adjust'] as const

export default function ReturnPolicy({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const vars = useFigureVars(loaderData.figures)
  const k = (key: string) => t(`policies.returns.${key}`, vars)
  return (
    <PolicyPage title={k('title')} lead={k('lead')} toc={sections.map(({ id }) => ({ id, label: k(`${id}.title`) }))}>
      <section aria-labelledby="returns-facts" className="mb-14">
        <h2 id="returns-facts" className="eyebrow font-sans text-muted">
          {k('facts.label')}
        </h2>
        <dl className="mt-5 grid grid-cols-2 gap-px overflow-hidden rounded-[1.5rem] border border-line bg-line">
          {facts.map((fact) => (
            <div key={fact} className="flex flex-col-reverse gap-2 bg-paper p-5 md:p-6">
              <dt className="text-sm leading-snug text-ink-soft">{k(`facts.${fact}Label`)}</dt>
              <dd className="font-display text-3xl leading-none text-clay-dark [font-variant-numeric:lining-nums] md:text-4xl">{k(`facts.${fact}Value`)}</dd>
            </div>
          ))}
        </dl>
      </section>
      <article>
        {sections.map(({ id, paragraphs }) => (
          <PolicySection key={id} id={id} title={k(`${id}.title`)}>
            {paragraphs.map((p) => (
              <p key={p}>{k(`${id}.${p}`)}</p>
            ))}
            {id === 'request' ? (
              <p className="pt-2">
                <Link to="/returns-exchanges" className={buttonClass('primary', 'md', 'text-base transition-colors')}>
                  {k('request.cta')}
                </Link>
              </p>
            ) : null}
          </PolicySection>
        ))}
      </article>
    </PolicyPage>
  )
}

export const handle = { i18n: ['policies'] } satisfies I18nHandle

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta(matches, {
    titleKey: 'policies.returns.meta.title',
    descriptionKey: 'policies.returns.meta.description',
    path: location.pathname,
  })
}
