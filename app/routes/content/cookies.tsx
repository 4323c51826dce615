import type { Route } from './+types/cookies'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { PolicyPage, PolicySection } from '#app/modules/content/components/pages/policy-layout.tsx'
import { getStoreSettings } from '#app/modules/store/settings.server.ts'
import { type BrowserStorageEntry, browserStorageList } from '#app/utils/browser-storage.ts'
import { pageMeta } from '#app/utils/meta.ts'

export async function loader() {
  return { store: (await getStoreSettings()).storeName, entries: browserStorageList }
}

/** A lifetime in the reader's words: minutes under an hour, else days; local storage has none. */
function lifetimeKey(entry: BrowserStorageEntry): { key: string; count?: number } {
  if (entry.lifetimeSeconds === null) return { key: entry.store === 'sessionStorage' ? 'tab' : 'persistent' }
  if (entry.lifetimeSeconds < 3600) return { key: 'minutes', count: Math.round(entry.lifetimeSeconds / 60) }
  return { key: 'days', count: Math.round(entry.lifetimeSeconds / 86_400) }
}

/** docs/product.md#legal-pages: the cookie policy, drawn from the one list the code sets its cookies from (app/utils/browser-storage.ts). */
export default function Cookies({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const k = (key: string, vars?: Record<string, unknown>) => t(`legal.cookies.${key}`, { store: loaderData.store, ...vars })
  return (
    <PolicyPage title={k('title')} lead={k('lead')}>
      <article data-testid="cookies">
        <PolicySection id="essential" title={k('essential.title')}>
          <p>{k('essential.p1')}</p>
          <p>{k('essential.p2')}</p>
        </PolicySection>
        <PolicySection id="list" title={k('list.title')}>
          <ul className="space-y-4" aria-label={k('list.caption')}>
            {loaderData.entries.map((entry) => {
              const life = lifetimeKey(entry)
              return (
                <li key={entry.name} className="rounded-2xl border border-line bg-white/60 p-5" data-testid="cookie-entry">
                  <p className="font-mono text-[0.95rem] font-medium text-ink">{entry.name}</p>
                  <dl className="mt-3 grid gap-x-4 gap-y-1 text-[0.97rem] sm:grid-cols-[8rem_minmax(0,1fr)]">
                    <dt className="font-medium text-ink">{k('list.kind')}</dt>
                    <dd>{k(`kinds.${entry.store}`)}</dd>
                    <dt className="mt-2 font-medium text-ink sm:mt-0">{k('list.purpose')}</dt>
                    <dd>{k(`purposes.${entry.purpose}`)}</dd>
                    <dt className="mt-2 font-medium text-ink sm:mt-0">{k('list.lifetime')}</dt>
                    <dd>{k(`lifetimes.${life.key}`, life.count === undefined ? {} : { count: life.count })}</dd>
                    <dt className="mt-2 font-medium text-ink sm:mt-0">{k('list.owner')}</dt>
                    <dd>
                      {k('list.own')} ({loaderData.store})
                    </dd>
                  </dl>
                </li>
              )
            })}
          </ul>
        </PolicySection>
        <PolicySection id="manage" title={k('manage.title')}>
          <p>{k('manage.p1')}</p>
        </PolicySection>
      </article>
    </PolicyPage>
  )
}

export const handle = { i18n: ['policies', 'legal'] } satisfies I18nHandle

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta(matches, { titleKey: 'legal.cookies.meta.title', descriptionKey: 'legal.cookies.meta.description', path: location.pathname })
}
