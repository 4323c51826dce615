import type { ReactNode } from 'react'

/**
 * An order's or invoice's number in running text, never broken at its hyphens ('GM-' on one line and
 * '2026-000002' on the next, on a phone): a span that does not wrap, its hyphens plain for copying
 * (docs/product.md, as the transfer's reference in her e-mails). `<Trans components={{ n: <WholeNumber /> }}>`
 * puts it around `<n>{{number}}</n>` in a translation.
 */
export function WholeNumber({ children }: { children?: ReactNode }) {
  return <span className="whitespace-nowrap">{children}</span>
}
