import type { ReactNode } from 'react'

/**
 * The newsletter's own pages (confirm, unsubscribe): one dark band under the transparent header,
 * a heading, a line of text and, optionally, an action.
 */
export function NewsletterMessage({ eyebrow, title, text, children }: { eyebrow: string; title: string; text: ReactNode; children?: ReactNode }) {
  return (
    <section className="relative overflow-hidden border-b border-white/10 bg-night text-white">
      <div className="container-page relative flex min-h-[72vh] flex-col items-start justify-center pb-20 pt-32 md:pt-36">
        <p className="eyebrow text-white/65">{eyebrow}</p>
        <h1 className="mt-5 max-w-2xl text-5xl leading-[1.05] md:text-6xl">{title}</h1>
        <div className="mt-6 max-w-xl text-lg leading-relaxed text-white/80">{text}</div>
        {children ? <div className="mt-10 flex flex-wrap items-center gap-4">{children}</div> : null}
      </div>
      <EnvelopeArt />
    </section>
  )
}

/** An envelope sewn shut with a running stitch: decorative. */
function EnvelopeArt() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 260 200"
      fill="none"
      stroke="currentColor"
      strokeWidth="1"
      className="pointer-events-none absolute bottom-16 right-6 hidden w-[26rem] text-white/15 lg:block xl:right-16"
    >
      <rect x="20" y="30" width="220" height="140" rx="6" />
      <path d="M20 36l110 78 110-78" />
      <path d="M28 162l80-62M232 162l-80-62" strokeDasharray="4 6" />
      <circle cx="130" cy="114" r="14" />
      <path d="M124 114h12M130 108v12" />
    </svg>
  )
}

export const newsletterButtonClass = 'button-voice inline-flex min-h-12 items-center rounded-full bg-white px-7 text-ink transition-colors hover:bg-cream'
export const newsletterLinkClass = 'text-white/80 underline underline-offset-4 hover:text-white'
