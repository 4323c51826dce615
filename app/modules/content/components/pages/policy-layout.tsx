import type { ReactNode } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'
import { ChevronDownIcon } from '#app/components/icons.tsx'
import { cn } from '#app/utils/cn.ts'
import { BandArt } from './band-art.tsx'

export type TocEntry = { id: string; label: string }

/**
 * The information pages under the white fixed header: a light title band padded below the header,
 * then one readable column (about 70 characters) with, when given, a table of contents — a sticky
 * list beside the text from desktop widths, a disclosure above it on a phone.
 */
export function PolicyPage({
  title,
  lead,
  toc,
  wide = false,
  children,
}: {
  title: string
  lead: string
  toc?: TocEntry[]
  /** The whole container's width instead of one reading column (for pages of cards, not prose). */
  wide?: boolean
  children: ReactNode
}) {
  const { t } = useTranslation()
  return (
    <>
      <div className="border-b border-line bg-cream pt-24 md:pt-28">
        <div className="container-page relative pb-12 pt-6 md:pb-16 md:pt-10">
          <div className="absolute right-10 top-1/2 hidden w-[24rem] -translate-y-1/3 xl:block">
            <BandArt />
          </div>
          <p className="eyebrow text-clay-dark">{t('policies.common.eyebrow')}</p>
          <h1 className="mt-4 max-w-3xl text-[2.6rem] leading-[1.06] text-balance md:text-6xl">{title}</h1>
          <p className="mt-5 max-w-[60ch] text-lg leading-relaxed text-pretty text-ink-soft">{lead}</p>
        </div>
      </div>
      <div className={cn('container-page py-12 md:py-20', toc && 'lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-20')}>
        {toc ? <TableOfContents entries={toc} /> : null}
        <div className={cn('min-w-0', !wide && 'max-w-[70ch]')}>{children}</div>
      </div>
    </>
  )
}

function TableOfContents({ entries }: { entries: TocEntry[] }) {
  const { t } = useTranslation()
  const list = (
    <ol className="space-y-2.5 text-[0.95rem] leading-snug">
      {entries.map((entry) => (
        <li key={entry.id}>
          <a href={`#${entry.id}`} className="text-ink-soft underline-offset-4 hover:text-clay-dark hover:underline">
            {entry.label}
          </a>
        </li>
      ))}
    </ol>
  )
  return (
    <nav aria-label={t('policies.common.toc')} className="mb-12 lg:mb-0">
      <details className="group rounded-2xl border border-line bg-white/60 lg:hidden">
        <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-medium [&::-webkit-details-marker]:hidden">
          {t('policies.common.tocToggle')}
          <ChevronDownIcon width={18} height={18} className="transition-transform group-open:rotate-180 motion-reduce:transition-none" />
        </summary>
        <div className="border-t border-line px-5 py-4">{list}</div>
      </details>
      <div className="sticky top-28 hidden lg:block">
        <p className="eyebrow text-muted">{t('policies.common.toc')}</p>
        <div className="mt-5 border-l border-line pl-5">{list}</div>
      </div>
    </nav>
  )
}

/** One numbered or plain section of a policy; its id is the table of contents' anchor. */
export function PolicySection({ id, title, number, children }: { id: string; title: string; number?: number; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="border-t border-line py-10 first:border-t-0 first:pt-0 last:pb-0">
      <h2 id={`${id}-title`} className="text-[1.9rem] leading-tight md:text-[2.2rem]">
        {number ? <span className="mr-3 text-clay [font-variant-numeric:lining-nums]">{number}.</span> : null}
        {title}
      </h2>
      <div className="mt-4 space-y-4 text-[1.0625rem] leading-[1.75] text-ink-soft">{children}</div>
    </section>
  )
}

/** Links inside policy text (used by `<Trans components={{ link: … }}>`). */
export const proseLink = 'font-medium text-clay-dark underline underline-offset-4 hover:text-ink'
