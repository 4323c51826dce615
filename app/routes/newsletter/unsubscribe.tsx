import { useTranslation } from '#app/i18n/react.tsx'
import { data, Form, Link, useNavigation } from 'react-router'
import type { Route } from './+types/unsubscribe'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { getSubscriptionForUnsubscribe, unsubscribeFromNewsletter } from '#app/modules/newsletter/newsletter.server.ts'
import { NewsletterMessage, newsletterButtonClass, newsletterLinkClass } from '#app/modules/newsletter/components/newsletter-message.tsx'
import { requireSameOrigin } from '#app/utils/csrf.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { busyButtonProps } from '#app/components/ui/button.tsx'

const noStore = { 'Cache-Control': 'no-store' }

/**
 * Opening the link only asks (mail scanners open links); the button's POST unsubscribes. Mail
 * clients' one-click unsubscribe (RFC 8058: `List-Unsubscribe=One-Click`) POSTs to this same URL.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const subscription = await getSubscriptionForUnsubscribe(params.token)
  if (!subscription) return data({ found: false as const }, { status: 404, headers: noStore })
  return data({ found: true as const, email: subscription.email, unsubscribed: subscription.status === 'unsubscribed' }, { headers: noStore })
}

export async function action({ request, params }: Route.ActionArgs) {
  requireSameOrigin(request)
  const done = await unsubscribeFromNewsletter(params.token)
  return data({ done }, { status: done ? 200 : 404, headers: noStore })
}

export default function NewsletterUnsubscribe({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const busy = useNavigation().state === 'submitting'
  const eyebrow = t('newsletter.unsubscribe.eyebrow')
  const home = (
    <Link to="/" className={newsletterButtonClass}>
      {t('common.newsletterPages.backHome')}
    </Link>
  )

  if (!loaderData.found) {
    return (
      <NewsletterMessage eyebrow={eyebrow} title={t('common.newsletterPages.invalidTitle')} text={<p>{t('common.newsletterPages.invalidText')}</p>}>
        {home}
      </NewsletterMessage>
    )
  }
  if (loaderData.unsubscribed) {
    return (
      <NewsletterMessage eyebrow={eyebrow} title={t('common.newsletterPages.unsubscribedTitle')} text={<p role="status">{t('common.newsletterPages.unsubscribedText')}</p>}>
        {home}
      </NewsletterMessage>
    )
  }
  return (
    <NewsletterMessage eyebrow={eyebrow} title={t('newsletter.unsubscribe.title')} text={<p>{t('newsletter.unsubscribe.text', { email: loaderData.email })}</p>}>
      <Form method="post">
        <button type="submit" {...busyButtonProps(busy)} className={`${newsletterButtonClass} aria-disabled:cursor-wait`}>
          {busy ? t('common.form.sending') : t('newsletter.unsubscribe.button')}
        </button>
      </Form>
      <Link to="/" className={newsletterLinkClass}>
        {t('newsletter.unsubscribe.keep')}
      </Link>
    </NewsletterMessage>
  )
}

export const handle = { i18n: ['newsletter'] } satisfies I18nHandle

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta(matches, { titleKey: 'newsletter.unsubscribe.metaTitle', path: location.pathname, noindex: true })
}
