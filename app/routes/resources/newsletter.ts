import { data, redirect } from 'react-router'
import type { Route } from './+types/newsletter'
import { subscribeToNewsletter } from '#app/modules/newsletter/newsletter.server.ts'
import { computeNewsletterReturnPath, type NewsletterActionData, type NewsletterOutcome } from '#app/modules/newsletter/result.ts'
import { computeConsentSource } from '#app/modules/newsletter/consent.ts'
import { newsletterSubscribeSchema } from '#app/modules/newsletter/schemas.ts'
import { requireSameOrigin } from '#app/utils/csrf.server.ts'
import { readForm } from '#app/utils/form.server.ts'
import { getRequestContext } from '#app/request-context.server.ts'

/** Nothing to show here: the form lives on the pages that carry the newsletter section. */
export function loader() {
  return redirect('/')
}

/**
 * The newsletter form posts here. With JavaScript (a fetcher) it answers data; a browser without
 * JavaScript sends `redirectTo` and is sent back there with `?newsletter=<outcome>`. The answer is
 * the same whether or not the address was already subscribed.
 */
export async function action({ request, context }: Route.ActionArgs) {
  requireSameOrigin(request)
  // A body that is not a form is refused (415, or 400 when unreadable) before any field is read.
  const form = await readForm(request)

  const parsed = newsletterSubscribeSchema.safeParse({ email: form.get('email') })
  let outcome: NewsletterOutcome = 'sent'
  if (!parsed.success) {
    outcome = parsed.error.issues[0]?.message === 'required' ? 'required' : 'invalid'
  } else {
    try {
      const { locale, clientAddress } = getRequestContext(context)
      // Answered 'sent' whether or not a mail went out (rate limits included): it reveals nothing.
      await subscribeToNewsletter({ email: parsed.data.email, locale, clientAddress, consentSource: computeConsentSource(form.get('form'), form.get('page')) })
    } catch (error) {
      console.error('[newsletter] subscription failed', error)
      outcome = 'unavailable'
    }
  }

  const back = computeNewsletterReturnPath(form.get('redirectTo'), outcome)
  if (back) return redirect(back, 303)
  const status = outcome === 'sent' ? 200 : outcome === 'unavailable' ? 503 : 400
  return data<NewsletterActionData>({ outcome }, { status })
}
