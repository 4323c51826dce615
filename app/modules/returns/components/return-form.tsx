import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'
import { Form, Link, useNavigation } from 'react-router'
import { parseReturnRequest, readReturnRequestForm, returnLimits, returnReasons, type ReturnRequestErrors, type ReturnRequestField } from '#app/modules/returns/schemas.ts'
import { ChevronDownIcon } from '#app/components/icons.tsx'
import { cn } from '#app/utils/cn.ts'
import { busyButtonProps } from '#app/components/busy.ts'

export type ReturnFormValues = Partial<Record<ReturnRequestField, string>>

const fieldOrder: ReturnRequestField[] = ['orderNumber', 'email', 'reason', 'comments']

const inputClass = 'mt-2 block w-full rounded-xl border bg-white px-4 py-3 text-base text-ink outline-none transition-colors placeholder:text-muted focus:border-ink'

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
    return t('returns.form.errors.reasonRequired')
  }

  const describe = (field: ReturnRequestField, hint: boolean) =>
    [hint ? `${id}-${field}-hint` : '', errors[field] ? `${id}-${field}-error` : ''].filter(Boolean).join(' ') || undefined
  const fieldProps = (field: ReturnRequestField, hint = true) => ({
    id: `${id}-${field}`,
    name: field,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': describe(field, hint),
    className: cn(inputClass, errors[field] ? 'border-danger' : 'border-line'),
  })

  return (
    <Form method="post" noValidate onSubmit={onSubmit} onChange={onChange} className="space-y-6">
      <Field id={`${id}-orderNumber`} label={t('returns.form.orderNumber')} hint={t('returns.form.orderNumberHint')} error={message('orderNumber')}>
        <input
          {...fieldProps('orderNumber')}
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={returnLimits.orderNumber}
          defaultValue={values?.orderNumber}
        />
      </Field>
      <Field id={`${id}-email`} label={t('returns.form.email')} hint={t('returns.form.emailHint')} error={message('email')}>
        <input {...fieldProps('email')} type="email" autoComplete="email" defaultValue={values?.email} />
      </Field>
      <Field id={`${id}-reason`} label={t('returns.form.reason')} error={message('reason')}>
        <div className="relative">
          <select {...fieldProps('reason', false)} defaultValue={values?.reason ?? ''} className={cn(fieldProps('reason', false).className, 'appearance-none pr-11')}>
            <option value="">{t('returns.form.reasonPlaceholder')}</option>
            {returnReasons.map((reason) => (
              <option key={reason} value={reason}>
                {t(`returns.form.reasons.${reason}`)}
              </option>
            ))}
          </select>
          <ChevronDownIcon className="pointer-events-none absolute right-4 top-1/2 mt-1 -translate-y-1/2 text-muted" width={18} height={18} />
        </div>
      </Field>
      <Field id={`${id}-comments`} label={t('returns.form.comments')} hint={t('returns.form.commentsHint', { max: returnLimits.comments })} error={message('comments')}>
        <textarea
          {...fieldProps('comments')}
          rows={5}
          maxLength={returnLimits.comments}
          defaultValue={values?.comments}
          className={cn(fieldProps('comments').className, 'resize-y')}
        />
      </Field>
      {hasErrors || notice ? (
        <p role="alert" className="rounded-xl bg-danger/10 px-4 py-3 text-sm text-danger">
          {hasErrors ? t('returns.form.errorSummary') : notice}
        </p>
      ) : null}
      <button
        type="submit"
        {...busyButtonProps(busy)}
        className="inline-flex min-h-12 items-center rounded-full bg-ink px-8 font-medium text-white transition-colors hover:bg-night aria-disabled:cursor-wait aria-disabled:opacity-80"
      >
        {busy ? t('returns.form.submitting') : t('returns.form.submit')}
      </button>
    </Form>
  )
}

function Field({ id, label, hint, error, children }: { id: string; label: string; hint?: string; error?: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="block font-medium text-ink">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="mt-2 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-2 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
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
