import { useTranslation } from '#app/i18n/react.tsx'
import type { Route } from './+types/shipping-policy'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { getRequestContext } from '#app/request-context.server.ts'
import { computePageFigures } from '#app/modules/content/page-figures.ts'
import { getStoreSettings } from '#app/modules/store/settings.server.ts'
import { PolicyPage, PolicySection } from '#app/modules/content/components/pages/policy-layout.tsx'
import { pageMeta } from '#app/utils/meta.ts'

export async function loader({ context }: Route.LoaderArgs) {
  const { locale } = getRequestContext(context)
  return { figures: computePageFigures(await getStoreSettings(), locale) }
}

export default function ShippingPolicy({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const f = loaderData.figures
  const k = (key: string) => t(`policies.shipping.${key}`, f)
  const sections = ['production', 'methods', 'total', 'tracking', ...(f.pickup ? ['pickup'] : []), 'incidents']
  const methods = [
    {
      name: k('methods.standard'),
      time: t('policies.shipping.methods.days', { days: f.standardDays }),
      price: k('methods.standardPrice'),
    },
    {
      name: k('methods.express'),
      time: t('policies.shipping.methods.days', { days: f.expressDays }),
      price: f.expressPrice,
    },
    ...(f.pickup
      ? [
          {
            name: k('methods.pickup'),
            time: k('methods.pickupTime'),
            price: k('methods.free'),
          },
        ]
      : []),
  ]
  return (
    <PolicyPage title={k('title')} lead={k('lead')} toc={sections.map((id) => ({ id, label: k(`${id}.title`) }))}>
      <article>
        <PolicySection id="production" title={k('production.title')}>
          <p>{k('production.intro')}</p>
          <ul className="space-y-2 pl-5 marker:text-clay [list-style:disc]">
            <li>{k('production.basic')}</li>
            <li>{k('production.complex')}</li>
            <li>{k('production.collection')}</li>
            <li>{k('production.urgent')}</li>
          </ul>
        </PolicySection>
        <PolicySection id="methods" title={k('methods.title')}>
          <p>{k('methods.intro')}</p>
          <table className="mt-2 w-full border-collapse text-left text-[0.95rem] md:text-base">
            <caption className="sr-only">{k('methods.caption')}</caption>
            <thead>
              <tr className="border-b border-ink/70 text-sm text-muted">
                <th scope="col" className="py-3 pr-4 font-medium">
                  {k('methods.method')}
                </th>
                <th scope="col" className="py-3 pr-4 font-medium">
                  {k('methods.time')}
                </th>
                <th scope="col" className="py-3 font-medium">
                  {k('methods.price')}
                </th>
              </tr>
            </thead>
            <tbody>
              {methods.map((m) => (
                <tr key={m.name} className="border-b border-line align-top">
                  <th scope="row" className="py-4 pr-4 font-medium text-ink">
                    {m.name}
                  </th>
                  <td className="py-4 pr-4">{m.time}</td>
                  <td className="py-4">{m.price}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </PolicySection>
        <PolicySection id="total" title={k('total.title')}>
          <p>{k('total.text')}</p>
        </PolicySection>
        <PolicySection id="tracking" title={k('tracking.title')}>
          <p>{k('tracking.text')}</p>
        </PolicySection>
        {f.pickup ? (
          <PolicySection id="pickup" title={k('pickup.title')}>
            <p>{k('pickup.text')}</p>
          </PolicySection>
        ) : null}
        <PolicySection id="incidents" title={k('incidents.title')}>
          <p>{k('incidents.text')}</p>
        </PolicySection>
      </article>
    </PolicyPage>
  )
}

export const handle = { i18n: ['policies'] } satisfies I18nHandle

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta(matches, {
    titleKey: 'policies.shipping.meta.title',
    descriptionKey: 'policies.shipping.meta.description',
    path: location.pathname,
  })
}
