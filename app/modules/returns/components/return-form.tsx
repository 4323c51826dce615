import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'
import { PrivacyNotice } from '#app/components/privacy-notice.tsx'
import { Form, Link, useNavigation } from 'react-router'
import { parseReturnRequest, readReturnRequestForm, returnLimits, returnReasons, type ReturnRequestErrors, type ReturnRequestField } from '#app/modules/returns/schemas.ts'
import { ChevronDownIcon } from '#app/components/icons.tsx'
import { cn } from '#app/utils/cn.ts'
import { Button } from '#app/components/ui/button.tsx'
import { controlClass, Field, FieldFrame, TextAreaField } from '#app/components/ui/field.tsx'

export type ReturnFormValues = Partial<Record<ReturnRequestField, string>>

const fieldOrder: ReturnRequestField[] = ['orderNumber', 'email', 'reason', 'comments']

/**
 * The return request form: validated here with the action's own schema before it is sent, and
 * again by the action (its 400 answer fills `serverErrors` and `values`; its 429 a `notice` that
 * says when to try again, with what she typed kept). Works without JavaScript: it is a plain post
 * to the page.
 */
export function ReturnForm({ serverErrors, values, notice }: { serverErrors?: ReturnRequestErrors; values?: ReturnFormValues; notice?: string }) {
  const { t } = useTranslation()
  const id = useId()
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting' && navigation.formAction?.startsWith('/returns-exchanges') === true
  const [clientErrors, setClientErrors] = useState<ReturnRequestErrors | null>(null)
  const errors = clientErrors ?? serverErrors ?? {}
  const hasErrors = Object.keys(errors).length > 0

  // A 400 from the server (JavaScript on) takes her to the first field to fix: the shell does that for
  // every form (useFocusFirstInvalidAfterSubmit, app/components/focus.ts).

  function check(form: HTMLFormElement) {
    const result = parseReturnRequest(readReturnRequestForm(new FormData(form)))
    return result.ok ? {} : result.errors
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const found = check(event.currentTarget)
    if (Object.keys(found).length > 0) {
      event.preventDefault()
      setClientErrors(found)
      focusFirstInvalid(event.currentTarget, found)
    } else {
      setClientErrors(null)
    }
  }

  function onChange(event: FormEvent<HTMLFormElement>) {
    // Once messages are showing, they follow what is typed.
    if (clientErrors) setClientErrors(check(event.currentTarget))
  }

  function message(field: ReturnRequestField): string | undefined {
    const code = errors[field]
    if (!code) return undefined
    if (code === 'required') return t('common.form.required')
    if (code === 'invalidEmail') return t('common.form.invalidEmail')
    if (code === 'tooLong') return t('common.form.tooLong', { max: returnLimits[field as keyof typeof returnLimits] })
    if (code === 'orderNumberFormat') return t('returns.form.errors.orderNumberFormat')
    if (code === 'controlCharacters') return t('common.form.controlCharacters')
    return t('returns.form.errors.reasonRequired')
  }

  return (
    <Form method="post" noValidate onSubmit={onSubmit} onChange={onChange} className="space-y-6">
      <Field
        name="orderNumber"
        idPrefix={id}
        label={t('returns.form.orderNumber')}
        hint={t('returns.form.orderNumberHint')}
        error={message('orderNumber')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={returnLimits.orderNumber}
        defaultValue={values?.orderNumber}
      />
      <Field
        name="email"
        idPrefix={id}
        type="email"
        label={t('returns.form.email')}
        hint={t('returns.form.emailHint')}
        error={message('email')}
        autoComplete="email"
        defaultValue={values?.email}
      />
      <FieldFrame name="reason" idPrefix={id} label={t('returns.form.reason')} error={message('reason')}>
        {(control) => (
          <div className="relative">
            <select name="reason" {...control} defaultValue={values?.reason ?? ''} className={cn(controlClass, 'appearance-none pr-11')}>
              <option value="">{t('returns.form.reasonPlaceholder')}</option>
              {returnReasons.map((reason) => (
                <option key={reason} value={reason}>
                  {t(`returns.form.reasons.${reason}`)}
                </option>
              ))}
            </select>
            <ChevronDownIcon className="pointer-events-none absolute right-4 top-1/2 mt-1 -translate-y-1/2 text-muted" width={18} height={18} />
          </div>
        )}
      </FieldFrame>
      <TextAreaField
        name="comments"
        idPrefix={id}
        label={t('returns.form.comments')}
        hint={t('returns.form.commentsHint', { max: returnLimits.comments })}
        error={message('comments')}
        rows={5}
        maxLength={returnLimits.comments}
        defaultValue={values?.comments}
      />
      {hasErrors || notice ? (
        <p role="alert" className="rounded-xl bg-danger/10 px-4 py-3 text-sm text-danger">
          {hasErrors ? t('returns.form.errorSummary') : notice}
        </p>
      ) : null}
      <PrivacyNotice place="returns" />
      <Button busy={busy} busyLabel={t('returns.form.submitting')} className="font-medium">
        {t('returns.form.submit')}
      </Button>
    </Form>
  )
}

function focusFirstInvalid(form: HTMLFormElement | null, errors: ReturnRequestErrors) {
  const first = fieldOrder.find((field) => errors[field])
  if (!form || !first) return
  const element = form.elements.namedItem(first)
  if (element instanceof HTMLElement) element.focus()
}

/** Shown instead of the form once a request is stored (post/redirect/get). */
export function ReturnFormSuccess({ number, hours }: { number: string; hours: number }) {
  const { t } = useTranslation()
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => ref.current?.focus(), [])
  return (
    <div ref={ref} tabIndex={-1} role="status" className="outline-none">
      <svg aria-hidden="true" viewBox="0 0 48 48" width="48" height="48" fill="none" stroke="currentColor" strokeWidth="1.5" className="text-ok">
        <circle cx="24" cy="24" r="22" />
        <path d="M15 24.5l6 6 12-13" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <h3 className="mt-5 text-3xl text-ink md:text-4xl">{t('returns.form.success.title')}</h3>
      <p className="mt-3 max-w-lg leading-relaxed text-ink-soft">{t('returns.form.success.text', { number, hours })}</p>
      <Link to="/returns-exchanges#return-form" className="mt-8 inline-block text-clay-dark underline underline-offset-4 hover:text-ink">
        {t('returns.form.success.another')}
      </Link>
    </div>
  )
}
