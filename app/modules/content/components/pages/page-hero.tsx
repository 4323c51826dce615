import type { ReactNode } from 'react'
import { cn } from '#app/utils/cn.ts'

/**
 * The dark opening band of the marketing pages: it sits under the transparent header (white text),
 * holds the page's only h1 and, on the right from desktop widths, one of our illustrations.
 */
export function PageHero({
  eyebrow,
  title,
  lead,
  art,
  artClassName,
  compact,
  children,
}: {
  eyebrow: string
  title: string
  lead?: string
  art?: ReactNode
  artClassName?: string
  /** A shorter band for a page whose content must start on the first screen (the FAQ's first questions on a 1440×900 desktop). */
  compact?: boolean
  children?: ReactNode
}) {
  return (
    <section className="relative overflow-hidden bg-night text-white">
      <div
        className={cn(
          'container-page grid items-center gap-10',
          compact ? 'pb-10 pt-24 md:pb-12 md:pt-32' : 'pb-14 pt-28 md:pb-20 md:pt-36',
          art && !compact && 'lg:min-h-[36rem]',
          art ? 'lg:grid-cols-[minmax(0,1.1fr)_minmax(0,0.9fr)] lg:gap-16' : !compact && 'md:pb-24',
        )}
      >
        <div className="max-w-2xl">
          <p className="eyebrow text-white/70">{eyebrow}</p>
          <h1 className={cn('mt-5 text-[2.75rem] leading-[1.04] text-balance sm:text-6xl', compact ? 'lg:text-6xl' : 'lg:text-7xl')}>{title}</h1>
          {lead ? <p className="mt-6 max-w-xl text-lg leading-relaxed text-pretty text-white/75 md:text-xl">{lead}</p> : null}
          {children}
        </div>
        {art ? (
          <div className={cn(compact ? 'hidden w-full max-w-[11rem] justify-self-end lg:block' : 'mx-auto w-full max-w-[20rem] sm:max-w-[24rem] lg:max-w-[30rem]', artClassName)}>
            {art}
          </div>
        ) : null}
      </div>
    </section>
  )
}
