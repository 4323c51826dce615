import { Trans, useTranslation } from '#app/i18n/react.tsx'
import { Link } from 'react-router'
import type { Route } from './+types/terms'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { getRequestContext } from '#app/request-context.server.ts'
import { computePageFigures } from '#app/modules/content/page-figures.ts'
import { listStatedPaymentMethods } from '#app/modules/content/payment-methods.server.ts'
import { getStoreSettings } from '#app/modules/store/settings.server.ts'
import { useFigureVars } from '#app/modules/content/components/pages/figure-vars.ts'
import { PolicyPage, PolicySection, proseLink } from '#app/modules/content/components/pages/policy-layout.tsx'
import { pageMeta } from '#app/utils/meta.ts'

export async function loader({ context }: Route.LoaderArgs) {
  const { locale } = getRequestContext(context)
  return { figures: computePageFigures(await getStoreSettings(), locale, listStatedPaymentMethods()) }
}

/** The 14 sections of the terms (docs/product.md#pages-and-navigation); `links` say where a paragraph's <a>…</a> (and <b>…</b>) point. */
const sections: { id: string; paragraphs: string[]; links?: Record<string, string> }[] = [
  { id: 'identification', paragraphs: ['p1'], links: { a: '/legal' } },
  { id: 'object', paragraphs: ['p1', 'p2'] },
  { id: 'ordering', paragraphs: ['p1', 'p2'] },
  { id: 'prices', paragraphs: ['p1', 'p2'] },
  { id: 'payment', paragraphs: ['p1', 'p2'] },
  { id: 'production', paragraphs: ['p1', 'p2'], links: { a: '/shipping-policy' } },
  { id: 'urgent', paragraphs: ['p1'] },
  { id: 'fittings', paragraphs: ['p1'] },
  { id: 'cancellation', paragraphs: ['p1', 'p2'] },
  { id: 'returns', paragraphs: ['p1', 'p2'], links: { a: '/return-policy' } },
  { id: 'warranty', paragraphs: ['p1'] },
  { id: 'data', paragraphs: ['p1', 'p2'], links: { a: '/privacy', b: '/cookies' } },
  { id: 'changes', paragraphs: ['p1'] },
  { id: 'law', paragraphs: ['p1'] },
]

export default function Terms({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const f = useFigureVars(loaderData.figures)
  const k = (key: string) => t(`policies.terms.${key}`, f)
  return (
    <PolicyPage
      title={k('title')}
      lead={k('lead')}
      toc={sections.map(({ id }, index) => ({
        id,
        label: `${index + 1}. ${k(`${id}.title`)}`,
      }))}
    >
      <article data-testid="terms">
        {sections.map(({ id, paragraphs, links }, index) => (
          <PolicySection key={id} id={id} number={index + 1} title={k(`${id}.title`)}>
            {paragraphs.map((p) => {
              // The identification names the phone only when the shop has one (store settings).
              const key = id === 'identification' && !f.phone ? `${id}.${p}NoPhone` : `${id}.${p}`
              return (
                <p key={p}>
                  {links ? (
                    <Trans
                      i18nKey={`policies.terms.${key}`}
                      values={f}
                      components={Object.fromEntries(Object.entries(links).map(([tag, to]) => [tag, <Link to={to} className={proseLink} />]))}
                    />
                  ) : (
                    k(key)
                  )}
                </p>
              )
            })}
          </PolicySection>
        ))}
      </article>
    </PolicyPage>
  )
}

export const handle = { i18n: ['policies'] } satisfies I18nHandle

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta(matches, {
    titleKey: 'policies.terms.meta.title',
    descriptionKey: 'policies.terms.meta.description',
    path: location.pathname,
  })
}
