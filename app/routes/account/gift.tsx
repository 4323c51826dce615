import { data, Link } from 'react-router'
import type { Route } from './+types/gift'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { AccountPage } from '#app/modules/accounts/components/account-page.tsx'
import { buttonClass } from '#app/components/ui/button.tsx'
import { requireUser } from '#app/request-context.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { privateNoStore, privatePageHeaders } from '#app/utils/private-page.ts'

/**
 * 'Enviar un regalo' (docs/product.md#gift-cards): gift cards arrive with checkout, which sells and
 * redeems them. Until then this page says what it will do, and the account menu does not link it.
 */
export async function loader({ context }: Route.LoaderArgs) {
  await requireUser(context)
  return data(null, { headers: privateNoStore })
}

const steps = ['amount', 'email', 'redeem'] as const

export default function Gift() {
  const { t } = useTranslation()
  return (
    <AccountPage eyebrow={t('accountArea.eyebrow')} title={t('accountArea.gift.title')} intro={t('accountArea.gift.intro')}>
      <section aria-labelledby="gift-soon" className="max-w-2xl rounded-3xl bg-cream p-8 md:p-10">
        <h2 id="gift-soon" className="text-3xl md:text-4xl">
          {t('accountArea.gift.soonTitle')}
        </h2>
        <p className="mt-3 text-ink-soft">{t('accountArea.gift.soonText')}</p>
        <ol className="mt-6 space-y-4">
          {steps.map((step, index) => (
            <li key={step} className="flex gap-4">
              <span aria-hidden="true" className="grid size-9 shrink-0 place-items-center rounded-full bg-ink font-display text-lg text-white">
                {index + 1}
              </span>
              <span className="pt-1.5">{t(`accountArea.gift.steps.${step}`)}</span>
            </li>
          ))}
        </ol>
        <Link to="/collection" className={buttonClass('primary', 'md', 'mt-8')}>
          {t('accountArea.gift.explore')}
        </Link>
      </section>
    </AccountPage>
  )
}

export const headers: Route.HeadersFunction = privatePageHeaders

export const handle = { i18n: ['accounts', 'newsletter', 'accountArea'] } satisfies I18nHandle

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta(matches, { titleKey: 'accountArea.gift.title', path: location.pathname, noindex: true })
}
