import { useState } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'
import { data, Form, Link, useNavigation } from 'react-router'
import type { Route } from './+types/confirm'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { confirmNewsletterSubscription, getPendingSubscription } from '#app/modules/newsletter/newsletter.server.ts'
import { NewsletterMessage, newsletterButtonClass } from '#app/modules/newsletter/components/newsletter-message.tsx'
import { requireSameOrigin } from '#app/utils/csrf.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { busyButtonProps } from '#app/components/ui/button.tsx'

const noStore = { 'Cache-Control': 'no-store' }

/**
 * The double opt-in link. Opening it only shows the page: mail scanners and link previews open every
 * link in a mail, and must not subscribe anyone (issue 14, item 13). The page's button POSTs, and
 * that confirms. An unknown, used or malformed link is a 404.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const pending = await getPendingSubscription(params.token)
  if (!pending) return data({ found: false as const }, { status: 404, headers: noStore })
  return data({ found: true as const, email: pending.email }, { headers: noStore })
}

export async function action({ request, params }: Route.ActionArgs) {
  requireSameOrigin(request)
  const confirmed = await confirmNewsletterSubscription(params.token)
  // Explicit statuses: the action's status is the page's, whatever the loader then says of the used link.
  return data({ confirmed: confirmed !== null }, { status: confirmed ? 200 : 404, headers: noStore })
}

/**
 * The link works once: running the loader again after the button (or after switching language)
 * would find it used, so this page keeps what it showed.
 */
export function shouldRevalidate() {
  return false
}

export default function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const busy = useNavigation().state === 'submitting'
  // Kept past the next navigation: switching language clears actionData, and the loader is not run again.
  const [answer, setAnswer] = useState<boolean | null>(null)
  if (actionData && actionData.confirmed !== answer) setAnswer(actionData.confirmed)
  const eyebrow = t('newsletter.confirm.eyebrow')
  const home = (
    <Link to="/" className={newsletterButtonClass}>
      {t('common.newsletterPages.backHome')}
    </Link>
  )

  if (answer === true) {
    return (
      <NewsletterMessage eyebrow={eyebrow} title={t('common.newsletterPages.confirmedTitle')} text={<p role="status">{t('common.newsletterPages.confirmedText')}</p>}>
        {home}
      </NewsletterMessage>
    )
  }
  if (!loaderData.found || answer === false) {
    return (
      <NewsletterMessage eyebrow={eyebrow} title={t('common.newsletterPages.invalidTitle')} text={<p>{t('common.newsletterPages.invalidText')}</p>}>
        {home}
      </NewsletterMessage>
    )
  }
  return (
    <NewsletterMessage eyebrow={eyebrow} title={t('newsletter.confirm.title')} text={<p>{t('newsletter.confirm.text', { email: loaderData.email })}</p>}>
      <Form method="post">
        <button type="submit" {...busyButtonProps(busy)} className={`${newsletterButtonClass} aria-disabled:cursor-wait`}>
          {busy ? t('common.form.sending') : t('newsletter.confirm.button')}
        </button>
      </Form>
    </NewsletterMessage>
  )
}

export const handle = { i18n: ['newsletter'] } satisfies I18nHandle

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta(matches, { titleKey: 'newsletter.confirm.metaTitle', path: location.pathname, noindex: true })
}
