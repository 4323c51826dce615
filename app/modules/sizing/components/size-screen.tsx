import type { ReactNode } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'

/** The frame of each size screen: the eyebrow, the page's one h1 and its intro. */
export function SizeScreen({ title, intro, children, wide }: { title: string; intro?: ReactNode; children: ReactNode; wide?: boolean }) {
  const { t } = useTranslation()
  return (
    <section aria-labelledby="size-title" className={wide ? 'min-w-0' : 'min-w-0 max-w-3xl'}>
      <p className="eyebrow text-clay">{t('sizing.main.eyebrow')}</p>
      <h1 id="size-title" tabIndex={-1} className="mt-2 text-4xl leading-tight outline-none md:text-5xl">
        {title}
      </h1>
      {intro ? <div className="mt-3 max-w-2xl text-ink-soft">{intro}</div> : null}
      {children}
    </section>
  )
}

/** The red asterisk after a required field's label; hidden from screen readers, which hear the field's `required`. */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="text-danger">
      {' '}
      *
    </span>
  )
}
