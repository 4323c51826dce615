import { useTranslation } from '#app/i18n/react.tsx'
import { data, Link } from 'react-router'
import type { Route } from './+types/confirm'
import { confirmNewsletterSubscription } from '#app/modules/newsletter/newsletter.server.ts'
import { NewsletterMessage, newsletterButtonClass } from '#app/modules/newsletter/components/newsletter-message.tsx'
import { mailLinkOrigin } from '#app/utils/mail-layout.server.ts'
import { pageMeta } from '#app/utils/meta.ts'

/** The double opt-in link: activates the subscription once; a used or unknown link is a 404. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const confirmed = await confirmNewsletterSubscription(params.token, mailLinkOrigin(request))
  return data({ confirmed: confirmed !== null }, { status: confirmed ? 200 : 404, headers: { 'Cache-Control': 'no-store' } })
}

/**
 * The link works once: running the loader again (e.g. after switching language) would find it
 * used, so this page keeps what it showed.
 */
export function shouldRevalidate() {
  return false
}

export default function NewsletterConfirm({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const ok = loaderData.confirmed
  return (
    <NewsletterMessage
      eyebrow={t('newsletter.confirm.eyebrow')}
      title={ok ? t('common.newsletterPages.confirmedTitle') : t('common.newsletterPages.invalidTitle')}
      text={<p>{ok ? t('common.newsletterPages.confirmedText') : t('common.newsletterPages.invalidText')}</p>}
    >
      <Link to="/" className={newsletterButtonClass}>
        {t('common.newsletterPages.backHome')}
      </Link>
    </NewsletterMessage>
  )
}

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta(matches, { titleKey: 'newsletter.confirm.metaTitle', path: location.pathname, noindex: true })
}
