import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'
import { useFetcher, useLocation } from 'react-router'
import { InstagramIcon } from '#app/components/icons.tsx'
import { cn } from '#app/utils/cn.ts'
import { computeNewsletterEmailError, type NewsletterEmailError, newsletterErrorKeys } from '#app/modules/newsletter/email-rule.ts'
import { isNewsletterOutcome, type NewsletterActionData, newsletterAnchor, newsletterFlagParam, type NewsletterOutcome } from '#app/modules/newsletter/result.ts'
import { busyButtonProps } from '#app/components/ui/button.tsx'
import { PrivacyNotice } from '#app/components/privacy-notice.tsx'

const action = '/resources/newsletter'

const styles = {
  dark: {
    section: 'bg-night text-white',
    soft: 'text-white/75',
    label: 'text-white/80',
    input: 'border-white/35 bg-white/5 text-white placeholder:text-white/45 focus:border-white',
    button: 'bg-white text-ink hover:bg-cream',
    error: 'text-[#f4b9a7]',
    invalid: 'border-[#f4b9a7]',
    social: 'text-white/80 hover:text-white border-white/25 hover:border-white/60',
    art: 'text-white/10',
  },
  light: {
    section: 'bg-cream text-ink',
    soft: 'text-ink-soft',
    label: 'text-ink-soft',
    input: 'border-line bg-white text-ink placeholder:text-muted focus:border-ink',
    button: 'bg-ink text-white hover:bg-night',
    error: 'text-danger',
    invalid: 'border-danger',
    social: 'text-ink-soft hover:text-ink border-line hover:border-ink',
    art: 'text-clay/25',
  },
} as const

/**
 * The newsletter block (docs/product.md#newsletter): title, two subtitles, the e-mail form and a
 * link to the shop's social profile. It posts to /resources/newsletter, through a fetcher when
 * JavaScript runs and as a plain form (redirected back here) when it does not. No zod here: the
 * home page's JS budget is tight, and the rule is a plain function shared with the server.
 */
export function NewsletterSection({ socialUrl, variant = 'dark' }: { socialUrl: string; variant?: 'dark' | 'light' | 'footer' }) {
  const { t } = useTranslation()
  const fetcher = useFetcher<NewsletterActionData>()
  const location = useLocation()
  const id = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const [clientError, setClientError] = useState<NewsletterEmailError | null>(null)
  const s = styles[variant === 'footer' ? 'dark' : variant]

  const busy = fetcher.state !== 'idle'
  const flag = new URLSearchParams(location.search).get(newsletterFlagParam)
  const serverOutcome: NewsletterOutcome | undefined = fetcher.data?.outcome ?? (isNewsletterOutcome(flag) ? flag : undefined)
  const outcome = busy || clientError ? undefined : serverOutcome
  const error = clientError ?? (outcome === 'required' || outcome === 'invalid' ? outcome : null)
  const errorText = error ? t(newsletterErrorKeys[error]) : outcome === 'unavailable' ? t('common.newsletter.unavailable') : null

  // After a successful subscription the field clears (spec §5).
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data?.outcome === 'sent') formRef.current?.reset()
  }, [fetcher.state, fetcher.data])

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const email = new FormData(event.currentTarget).get('email')
    const problem = computeNewsletterEmailError(email)
    setClientError(problem)
    if (problem) {
      inputRef.current?.focus()
      return
    }
    // Nothing on the page depends on the subscription: no need to reload the page's data.
    void fetcher.submit({ email: String(email), form: consentForm, page: location.pathname }, { method: 'post', action, defaultShouldRevalidate: false })
  }

  function onInput(event: FormEvent<HTMLInputElement>) {
    // Once a message is showing, it follows what is typed.
    if (clientError) setClientError(computeNewsletterEmailError(event.currentTarget.value))
  }

  const returnPath = `${location.pathname}${stripFlag(location.search)}`
  // Recorded with her consent: which form and page she subscribed from (consent.ts).
  const consentForm = variant === 'footer' ? 'footer' : 'section'
  const form = (
    <form ref={formRef} method="post" action={action} noValidate onSubmit={onSubmit}>
      <input type="hidden" name="redirectTo" value={returnPath} />
      <input type="hidden" name="form" value={consentForm} />
      <input type="hidden" name="page" value={location.pathname} />
      <label htmlFor={`${id}-email`} className={cn('eyebrow block', s.label)}>
        {t('common.newsletter.emailLabel')}
      </label>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row">
        <input
          ref={inputRef}
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          placeholder={t('common.newsletter.emailPlaceholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorText ? `${id}-error` : undefined}
          onInput={onInput}
          className={cn('min-h-12 w-full min-w-0 flex-1 rounded-full border px-5 text-base outline-none transition-colors', s.input, error && s.invalid)}
        />
        <button type="submit" {...busyButtonProps(busy)} className={cn('button-voice min-h-12 shrink-0 rounded-full px-7 transition-colors aria-disabled:cursor-wait', s.button)}>
          {busy ? t('common.newsletter.submitting') : t('common.newsletter.submit')}
        </button>
      </div>
      {/*
        Live regions without a role: the block is on every page (the footer), and an empty alert or
        status there would be one more on each page for assistive technology and for tests alike.
      */}
      <p id={`${id}-error`} aria-live="assertive" className={cn('mt-3 min-h-6 text-sm', s.error, !errorText && 'sr-only')}>
        {errorText}
      </p>
      <p aria-live="polite" className={cn('text-sm leading-relaxed', outcome === 'sent' ? 'mt-1' : 'sr-only')}>
        {outcome === 'sent' ? t('common.newsletter.success') : null}
      </p>
      <PrivacyNotice place="newsletter" tone={variant === 'light' ? 'light' : 'dark'} className="mt-1" />
    </form>
  )
  if (variant === 'footer') {
    // The footer's own (issue 18 item 16): the same form, compact, above the footer's columns (which carry the social link).
    return (
      <section id={newsletterAnchor} aria-labelledby={`${id}-title`} className="border-b border-white/10">
        <div className="container-page grid gap-8 py-12 md:grid-cols-[1fr_1.15fr] md:items-center md:gap-16 md:py-14">
          <div className="max-w-lg">
            <h2 id={`${id}-title`} className="text-3xl leading-tight text-white md:text-4xl">
              {t('common.newsletter.title')}
            </h2>
            <p className="mt-3 leading-relaxed text-white/75">
              {t('common.newsletter.subtitle1')} {t('common.newsletter.subtitle2')}
            </p>
          </div>
          {form}
        </div>
      </section>
    )
  }
  return (
    <section id={newsletterAnchor} aria-labelledby={`${id}-title`} className={cn('relative overflow-hidden', s.section)}>
      <SwatchArt className={cn('pointer-events-none absolute -right-44 top-1/2 hidden h-[125%] -translate-y-1/2 lg:block', s.art)} />
      <div className="container-page relative grid gap-10 py-20 md:grid-cols-[1.1fr_1fr] md:items-center md:gap-16 md:py-28">
        <div className="max-w-xl">
          <h2 id={`${id}-title`} className="text-4xl leading-[1.08] md:text-5xl">
            {t('common.newsletter.title')}
          </h2>
          <p className={cn('mt-5 text-lg leading-relaxed', s.soft)}>{t('common.newsletter.subtitle1')}</p>
          <p className={cn('mt-2 text-lg leading-relaxed', s.soft)}>{t('common.newsletter.subtitle2')}</p>
        </div>
        <div>
          {form}
          <a
            href={socialUrl}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('common.newsletter.instagram')}
            title={t('common.newsletter.instagram')}
            className={cn('mt-6 inline-flex size-11 items-center justify-center rounded-full border transition-colors', s.social)}
          >
            <InstagramIcon />
          </a>
        </div>
      </div>
    </section>
  )
}

function stripFlag(search: string): string {
  const params = new URLSearchParams(search)
  params.delete(newsletterFlagParam)
  const rest = params.toString()
  return rest ? `?${rest}` : ''
}

/** Three fabric swatches, pinked edges and a thread: drawn for us, decorative. */
function SwatchArt({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 320 420" fill="none" stroke="currentColor" strokeWidth="1.2" className={className}>
      <defs>
        <pattern id="nl-twill" width="10" height="10" patternUnits="userSpaceOnUse" patternTransform="rotate(35)">
          <path d="M0 0v10" />
        </pattern>
        <pattern id="nl-check" width="18" height="18" patternUnits="userSpaceOnUse">
          <path d="M0 9h18M9 0v18" />
        </pattern>
      </defs>
      <g transform="rotate(-8 160 210)">
        <path d="M70 60h150l-6 6 6 6-6 6 6 6-6 6 6 6v120H70z" fill="url(#nl-twill)" />
        <path d="M110 170h160v150H110z" fill="url(#nl-check)" />
        <path d="M40 250h130v120H40z" />
        <path d="M52 262h106v96H52z" strokeDasharray="3 5" />
      </g>
      <path d="M250 40c-30 40 40 70 10 120s-80 40-60 110 70 60 40 130" strokeDasharray="2 6" />
    </svg>
  )
}
