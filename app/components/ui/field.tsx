import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react'
import { cn } from '#app/utils/cn.ts'

/**
 * A form field as the shop writes it everywhere (docs/decisions/008-ui-kit-and-forms.md): label, an
 * optional hint, the control, and the server's message under it. The hint and the message are tied
 * to the control with aria-describedby and a refused value is aria-invalid, so a screen reader reads
 * label, value, hint and problem together; the shell moves the focus to the first wrong field after
 * a refused submission (docs/decisions/006-focus-after-navigation.md), which finds it by aria-invalid.
 */
export const controlClass = 'mt-1.5 w-full rounded-xl border border-line bg-white px-4 py-3 outline-none focus:border-ink aria-[invalid]:border-danger'

export type FieldControl = { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined }

export function fieldIds(name: string, idPrefix = 'field') {
  const id = `${idPrefix}-${name}`
  return { id, hintId: `${id}-hint`, errorId: `${id}-error` }
}

/**
 * The frame of a field around any control (`labelClassName` adds, it cannot override the label's
 * text-sm: see buttonClass in button.tsx): `children` receives the props that tie the control to its
 * label, hint and message. The hint sits between label and control; `hintBelow` puts it under the
 * control instead, for fields side by side in a row, whose controls then stay level.
 */
export function FieldFrame({
  name,
  label,
  hint,
  error,
  idPrefix,
  className,
  labelClassName,
  hintBelow = false,
  children,
}: {
  name: string
  label: ReactNode
  hint?: ReactNode
  error?: string
  idPrefix?: string
  className?: string
  labelClassName?: string
  hintBelow?: boolean
  children: (control: FieldControl) => ReactNode
}) {
  const { id, hintId, errorId } = fieldIds(name, idPrefix)
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined
  const hintText = hint ? (
    <p id={hintId} className={cn('text-xs text-muted', hintBelow ? 'mt-1' : 'mt-0.5')}>
      {hint}
    </p>
  ) : null
  return (
    <div className={className}>
      <label htmlFor={id} className={cn('block text-sm font-medium', labelClassName)}>
        {label}
      </label>
      {hintBelow ? null : hintText}
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hintBelow ? hintText : null}
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  )
}

type FrameProps = { name: string; label: ReactNode; hint?: ReactNode; error?: string; idPrefix?: string; className?: string; hintBelow?: boolean }

/** A text input field (any input type but checkbox and radio). */
export function Field({
  name,
  label,
  hint,
  error,
  idPrefix,
  className,
  hintBelow,
  type = 'text',
  ...input
}: FrameProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id'>) {
  return (
    <FieldFrame name={name} label={label} hint={hint} error={error} idPrefix={idPrefix} className={className} hintBelow={hintBelow}>
      {(control) => <input name={name} type={type} {...input} {...control} className={controlClass} />}
    </FieldFrame>
  )
}

export function TextAreaField({ name, label, hint, error, idPrefix, className, ...area }: FrameProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'id'>) {
  return (
    <FieldFrame name={name} label={label} hint={hint} error={error} idPrefix={idPrefix} className={className}>
      {(control) => <textarea name={name} rows={4} {...area} {...control} className={controlClass} />}
    </FieldFrame>
  )
}

export function SelectField({
  name,
  label,
  hint,
  error,
  idPrefix,
  className,
  children,
  ...select
}: FrameProps & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'id'> & { children: ReactNode }) {
  return (
    <FieldFrame name={name} label={label} hint={hint} error={error} idPrefix={idPrefix} className={className}>
      {(control) => (
        <select name={name} {...select} {...control} className={controlClass}>
          {children}
        </select>
      )}
    </FieldFrame>
  )
}

/** A checkbox with its label beside it, 44 px tall to tap. */
export function CheckboxField({
  name,
  label,
  className,
  ...input
}: { name: string; label: ReactNode; className?: string } & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'type'>) {
  return (
    <label className={cn('inline-flex min-h-11 cursor-pointer items-center gap-3', className)}>
      <input type="checkbox" name={name} {...input} className="size-5 accent-ink" />
      <span>{label}</span>
    </label>
  )
}

const noticeLooks = {
  ok: { box: 'border-ok/40 bg-ok/5', title: 'text-ok' },
  info: { box: 'border-line bg-cream/60', title: 'text-ink' },
  error: { box: 'border-danger/40 bg-danger/5', title: 'text-danger' },
} as const

/**
 * A message at the top of a form or page: 'ok' and 'info' are polite statuses (done; worth knowing),
 * 'error' an alert read out at once.
 */
export function Notice({ tone, title, text, children, className }: { tone: keyof typeof noticeLooks; title: string; text?: ReactNode; children?: ReactNode; className?: string }) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={cn('rounded-xl border p-4', noticeLooks[tone].box, className ?? 'mb-5')}>
      <p className={cn('font-medium', noticeLooks[tone].title)}>{title}</p>
      {text ? <p className="mt-1 text-sm text-ink-soft">{text}</p> : null}
      {children}
    </div>
  )
}
