import { Link } from 'react-router'
import type { Route } from './+types/legal-notice'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { Trans, useTranslation } from '#app/i18n/react.tsx'
import { PolicyPage, PolicySection, proseLink } from '#app/modules/content/components/pages/policy-layout.tsx'
import { computePageFigures } from '#app/modules/content/page-figures.ts'
import { getStoreSettings } from '#app/modules/store/settings.server.ts'
import { getRequestContext } from '#app/request-context.server.ts'
import { pageMeta } from '#app/utils/meta.ts'

export async function loader({ context }: Route.LoaderArgs) {
  const { locale } = getRequestContext(context)
  return { figures: computePageFigures(await getStoreSettings(), locale) }
}

/** docs/product.md#legal-pages: the legal notice (art. 10 LSSI), the company's figures from the store settings. */
export default function LegalNotice({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const f = loaderData.figures
  const k = (key: string) => t(`legal.notice.${key}`, f)
  const owner = [
    ['legalName', f.legalName],
    ['taxId', f.taxId],
    ['address', f.registeredAddress],
    ['registry', f.registry],
    ['email', f.email],
  ] as const
  return (
    <PolicyPage title={k('title')} lead={k('lead')}>
      <article data-testid="legal-notice">
        <PolicySection id="owner" title={k('owner.title')}>
          <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[11rem_minmax(0,1fr)]">
            {owner
              .filter(([, value]) => value)
              .map(([key, value]) => (
                <div key={key} className="contents">
                  <dt className="font-medium text-ink">{k(`owner.${key}`)}</dt>
                  <dd className="-mt-2 sm:mt-0">
                    {key === 'email' ? (
                      <a href={`mailto:${value}`} className={proseLink}>
                        {value}
                      </a>
                    ) : (
                      value
                    )}
                  </dd>
                </div>
              ))}
          </dl>
        </PolicySection>
        <PolicySection id="use" title={k('use.title')}>
          <p>
            <Trans i18nKey="legal.notice.use.p1" values={f} components={{ a: <Link to="/terms" className={proseLink} /> }} />
          </p>
        </PolicySection>
        <PolicySection id="ip" title={k('ip.title')}>
          <p>{k('ip.p1')}</p>
        </PolicySection>
        <PolicySection id="liability" title={k('liability.title')}>
          <p>{k('liability.p1')}</p>
        </PolicySection>
        <PolicySection id="data" title={k('data.title')}>
          <p>
            <Trans i18nKey="legal.notice.data.p1" values={f} components={{ a: <Link to="/privacy" className={proseLink} /> }} />
          </p>
        </PolicySection>
      </article>
    </PolicyPage>
  )
}

export const handle = { i18n: ['policies', 'legal'] } satisfies I18nHandle

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta(matches, { titleKey: 'legal.notice.meta.title', descriptionKey: 'legal.notice.meta.description', path: location.pathname })
}
