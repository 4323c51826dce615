import type { ReactNode } from 'react'
import { Notice } from '#app/components/ui/field.tsx'

/**
 * The account area's list pages (orders, addresses, saved articles, gift): a dark band under the
 * transparent header with the title, then the page's content on paper.
 */
export function AccountPage({ eyebrow, title, intro, action, children }: { eyebrow: string; title: string; intro: string; action?: ReactNode; children: ReactNode }) {
  return (
    <>
      <div className="bg-night pb-12 pt-28 text-white md:pt-36">
        <div className="container-page flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
          <div className="max-w-2xl">
            <p className="eyebrow text-sand">{eyebrow}</p>
            <h1 className="mt-2 text-5xl leading-tight md:text-6xl">{title}</h1>
            <p className="mt-4 text-lg text-white/75">{intro}</p>
          </div>
          {action ? <div className="shrink-0">{action}</div> : null}
        </div>
      </div>
      <div className="container-page pb-24 pt-10">{children}</div>
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
