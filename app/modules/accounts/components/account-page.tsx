import type { ReactNode } from 'react'
import { Notice } from '#app/components/ui/field.tsx'

/**
 * A page of the account area, inside its frame (routes/account/layout.tsx, beside the sub-navigation):
 * the eyebrow, the page's one h1, a line of intro and an optional action, then the page's content.
 */
export function AccountPage({ eyebrow, title, intro, action, children }: { eyebrow: string; title: string; intro: string; action?: ReactNode; children: ReactNode }) {
  return (
    <>
      <div className="flex flex-col gap-5 border-b border-line pb-7 md:flex-row md:items-end md:justify-between">
        <div className="max-w-2xl">
          <p className="eyebrow text-clay">{eyebrow}</p>
          <h1 className="mt-2 text-4xl leading-tight md:text-5xl">{title}</h1>
          <p className="mt-3 text-ink-soft">{intro}</p>
        </div>
        {action ? <div className="shrink-0">{action}</div> : null}
      </div>
      <div className="pt-8">{children}</div>
    </>
  )
}

/** A short confirmation after a change ('Dirección guardada'), read out politely, with an optional link beside it. */
export function DoneNotice({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <Notice tone="ok" title={text} className="mb-6 flex flex-wrap items-center justify-between gap-3">
      {children}
    </Notice>
  )
}

/** The designed empty state of an account list: what will be here, and where to go meanwhile. */
export function EmptyState({ title, text, children }: { title: string; text: string; children?: ReactNode }) {
  return (
    <div className="rounded-3xl border border-dashed border-line bg-white/60 px-6 py-14 text-center">
      <h2 className="text-3xl md:text-4xl">{title}</h2>
      <p className="mx-auto mt-3 max-w-md text-ink-soft">{text}</p>
      {children ? <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div> : null}
    </div>
  )
}
