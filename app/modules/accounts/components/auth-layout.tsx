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
