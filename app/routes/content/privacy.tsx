import { Link } from 'react-router'
import type { Route } from './+types/privacy'
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

/** docs/product.md#legal-pages: the privacy policy (arts. 13 and 14 GDPR), every company figure from the store settings. */
const sections = ['controller', 'purposes', 'measurements', 'retention', 'processors', 'rights', 'cookies'] as const
const purposes = ['orders', 'account', 'newsletter', 'fraud'] as const
const retention = ['orders', 'account', 'newsletter', 'requests', 'security'] as const
const processors = ['payments', 'mail', 'hosting', 'carrier'] as const

export default function Privacy({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const f = loaderData.figures
  const k = (key: string) => t(`legal.privacy.${key}`, f)
  return (
    <PolicyPage title={k('title')} lead={k('lead')} toc={sections.map((id) => ({ id, label: k(`${id}.title`) }))}>
      <article data-testid="privacy">
        <PolicySection id="controller" title={k('controller.title')}>
          <p>{k('controller.p1')}</p>
        </PolicySection>
        <PolicySection id="purposes" title={k('purposes.title')}>
          <ul className="space-y-4" aria-label={k('purposes.caption')}>
            {purposes.map((id) => (
              <li key={id} className="rounded-2xl border border-line bg-white/60 p-5">
                <p className="font-medium text-ink">{k(`purposes.${id}.purpose`)}</p>
                <dl className="mt-3 grid gap-x-4 gap-y-1 text-[0.97rem] sm:grid-cols-[8rem_minmax(0,1fr)]">
                  <dt className="font-medium text-ink">{k('purposes.data')}</dt>
                  <dd>{k(`purposes.${id}.data`)}</dd>
                  <dt className="mt-2 font-medium text-ink sm:mt-0">{k('purposes.basis')}</dt>
                  <dd>{k(`purposes.${id}.basis`)}</dd>
                </dl>
              </li>
            ))}
          </ul>
        </PolicySection>
        <PolicySection id="measurements" title={k('measurements.title')}>
          <p>{k('measurements.p1')}</p>
        </PolicySection>
        <PolicySection id="retention" title={k('retention.title')}>
          <ul className="list-disc space-y-2 pl-5">
            {retention.map((id) => (
              <li key={id}>{k(`retention.${id}`)}</li>
            ))}
          </ul>
        </PolicySection>
        <PolicySection id="processors" title={k('processors.title')}>
          <p>{k('processors.intro')}</p>
          <ul className="list-disc space-y-2 pl-5">
            {processors.map((id) => (
              <li key={id}>{k(`processors.${id}`)}</li>
            ))}
          </ul>
          <p>{k('processors.transfers')}</p>
        </PolicySection>
        <PolicySection id="rights" title={k('rights.title')}>
          <p>{k('rights.p1')}</p>
          <p>
            <Trans i18nKey="legal.privacy.rights.account" values={f} components={{ a: <Link to="/account/data" className={proseLink} /> }} />
          </p>
          <p>{k('rights.p2')}</p>
          <p>
            <Trans i18nKey="legal.privacy.rights.aepd" values={f} components={{ a: <a href="https://www.aepd.es" rel="noopener noreferrer" className={proseLink} /> }} />
          </p>
        </PolicySection>
        <PolicySection id="cookies" title={k('cookies.title')}>
          <p>
            <Trans i18nKey="legal.privacy.cookies.p1" values={f} components={{ a: <Link to="/cookies" className={proseLink} /> }} />
          </p>
        </PolicySection>
      </article>
    </PolicyPage>
  )
}

export const handle = { i18n: ['policies', 'legal'] } satisfies I18nHandle

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta(matches, { titleKey: 'legal.privacy.meta.title', descriptionKey: 'legal.privacy.meta.description', path: location.pathname })
}
