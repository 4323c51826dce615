import type { ReactNode } from 'react'

/** Login and register: a dark band under the transparent header, then the form on a card. */
export function AuthLayout({ title, intro, children, footer }: { title: string; intro: string; children: ReactNode; footer: ReactNode }) {
  return (
    <div className="bg-night pb-20 pt-28 text-white md:pt-36">
      <div className="container-page grid gap-10 md:grid-cols-[1fr_28rem] md:items-start">
        <div className="max-w-md">
          <h1 className="text-5xl leading-tight md:text-6xl">{title}</h1>
          <p className="mt-4 text-lg text-white/75">{intro}</p>
        </div>
        <div className="rounded-3xl bg-paper p-6 text-ink shadow-xl md:p-8">
          {children}
          <div className="mt-6 border-t border-line pt-5 text-center text-sm">{footer}</div>
        </div>
      </div>
    </div>
  )
}

export function Field(props: { name: string; label: string; type?: string; autoComplete?: string; error?: string; defaultValue?: string }) {
  const id = `field-${props.name}`
  const errorId = `${id}-error`
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {props.label}
      </label>
      <input
        id={id}
        name={props.name}
        type={props.type ?? 'text'}
        autoComplete={props.autoComplete}
        defaultValue={props.defaultValue}
        required
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? errorId : undefined}
        className="mt-1.5 w-full rounded-xl border border-line bg-white px-4 py-3 outline-none focus:border-ink aria-[invalid]:border-danger"
      />
      {props.error ? (
        <p id={errorId} className="mt-1.5 text-sm text-danger">
          {props.error}
        </p>
      ) : null}
    </div>
  )
}

export function Notice({ tone, title, text, children }: { tone: 'ok' | 'error'; title: string; text: string; children?: ReactNode }) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={tone === 'error' ? 'mb-5 rounded-xl border border-danger/40 bg-danger/5 p-4' : 'mb-5 rounded-xl border border-ok/40 bg-ok/5 p-4'}
    >
      <p className={tone === 'error' ? 'font-medium text-danger' : 'font-medium text-ok'}>{title}</p>
      <p className="mt-1 text-sm text-ink-soft">{text}</p>
      {children}
    </div>
  )
}
