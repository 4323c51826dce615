import type { ReactNode } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'

/** The frame of each size screen: the eyebrow, the page's one h1 and its intro. */
export function SizeScreen({ title, intro, children, wide }: { title: string; intro?: ReactNode; children: ReactNode; wide?: boolean }) {
  const { t } = useTranslation()
  return (
    <section aria-labelledby="size-title" className={wide ? 'min-w-0' : 'min-w-0 max-w-3xl'}>
      <p className="eyebrow text-clay">{t('sizing.main.eyebrow')}</p>
      <h1 id="size-title" tabIndex={-1} className="mt-2 text-4xl leading-tight outline-none md:text-5xl">
        {title}
      </h1>
      {intro ? <div className="mt-3 max-w-2xl text-ink-soft">{intro}</div> : null}
      {children}
    </section>
  )
}

/** A labelled text input with its message next to it (aria-invalid / aria-describedby). */
export function TextField(props: {
  name: string
  label: string
  defaultValue?: string
  error?: string
  type?: string
  autoComplete?: string
  inputMode?: 'decimal' | 'numeric' | 'text' | 'email'
  suffix?: string
  required?: boolean
  hint?: string
}) {
  const { name, label, error, suffix, required, hint } = props
  const describedBy = [hint ? `${name}-hint` : null, error ? `${name}-error` : null].filter(Boolean).join(' ') || undefined
  return (
    <div>
      <label htmlFor={name} className="block text-sm font-medium">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-danger">
            {' '}
            *
          </span>
        ) : null}
      </label>
      <div className="relative mt-1.5">
        <input
          id={name}
          name={name}
          type={props.type ?? 'text'}
          defaultValue={props.defaultValue}
          autoComplete={props.autoComplete}
          inputMode={props.inputMode}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`w-full rounded-xl border bg-white px-4 py-3 ${suffix ? 'pr-14' : ''} ${error ? 'border-danger' : 'border-line focus:border-ink'}`}
        />
        {suffix ? <span className="pointer-events-none absolute inset-y-0 right-4 flex items-center text-sm text-muted">{suffix}</span> : null}
      </div>
      {hint ? (
        <p id={`${name}-hint`} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${name}-error`} className="mt-1 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  )
}
