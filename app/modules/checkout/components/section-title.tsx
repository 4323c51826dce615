import type { ReactNode } from 'react'

/** A section of the checkout page: its number in a ring, then its title (an h2 under the page's h1). */
export function SectionTitle({ id, number, children }: { id: string; number: number; children: ReactNode }) {
  return (
    <h2 id={id} className="flex items-center gap-3 font-display text-2xl md:text-3xl">
      <span aria-hidden="true" className="grid size-8 shrink-0 place-items-center rounded-full border border-ink font-sans text-sm">
        {number}
      </span>
      {children}
    </h2>
  )
}
