import { type ReactNode, type SVGProps, useEffect, useRef } from 'react'
import { Link, NavLink, useLocation } from 'react-router'
import { LanguagePicker } from '#app/components/language-picker.tsx'
import { buttonClass } from '#app/components/ui/button.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import { cn } from '#app/utils/cn.ts'
import { type AdminSectionId, adminSections } from '../sections.ts'

export type AdminUser = { name: string; email: string }

/**
 * The back office's frame: on a desktop a quiet sidebar (the panel's name, its sections, who is
 * signed in, the way back to the shop) beside the page, its colour running the page's full height
 * and its contents held in view as the page scrolls; on a phone a top bar with the sections as a row
 * of tabs that scrolls sideways. Plain links: it works before JavaScript.
 */
export function AdminFrame({ user, children }: { user: AdminUser | null; children: ReactNode }) {
  const { t } = useTranslation()
  const tabs = useRef<HTMLUListElement>(null)
  const { pathname } = useLocation()
  // On a phone the row of sections scrolls sideways: the current one is brought into view.
  useEffect(() => {
    const list = tabs.current
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]')
    if (!list || !current || list.scrollWidth <= list.clientWidth) return
    list.scrollTo({ left: Math.max(0, current.offsetLeft - 12), behavior: 'instant' })
  }, [pathname])
  return (
    <div className="min-h-dvh bg-paper lg:grid lg:grid-cols-[17rem_minmax(0,1fr)]">
      <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:text-ink">
        {t('common.skipToContent')}
      </a>
      {/* The header stretches to the grid's row (the page's height) and carries the colour; its contents stick at the top. */}
      <header className="border-b border-line/80 bg-cream/60 lg:border-b-0 lg:border-r">
        <div className="lg:sticky lg:top-0 lg:flex lg:h-dvh lg:flex-col">
          <div className="flex items-start justify-between gap-3 px-5 pb-2 pt-4 lg:px-7 lg:pb-6 lg:pt-9">
            <div className="min-w-0">
              <Link to="/admin" className="font-display text-[1.75rem] leading-none tracking-wide">
                {t('common.brand')}
              </Link>
              <p className="eyebrow mt-2 text-[0.65rem] text-muted">{t('admin.title')}</p>
            </div>
            <div className="-mr-2 flex shrink-0 items-center gap-1">
              <Link to="/" className="inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm text-ink-soft hover:bg-black/5 lg:hidden">
                <ArrowLeft />
                {t('admin.backToShop')}
              </Link>
              <LanguagePicker />
            </div>
          </div>
          <nav aria-label={t('admin.navLabel')} className="lg:flex-1">
            <ul ref={tabs} className="relative flex gap-1 overflow-x-auto px-3 pb-3 [scrollbar-width:none] lg:flex-col lg:gap-0.5 lg:px-4 lg:pb-0">
              {adminSections.map((section) => (
                <li key={section.id} className="shrink-0">
                  <NavLink
                    to={section.to}
                    end={section.end}
                    className={({ isActive }) =>
                      cn(
                        'flex min-h-11 items-center gap-2 whitespace-nowrap rounded-full px-3.5 text-[0.95rem] transition-colors lg:gap-3 lg:rounded-xl lg:px-4',
                        isActive ? 'bg-ink text-white' : 'text-ink-soft hover:bg-white hover:text-ink',
                      )
                    }
                  >
                    <SectionIcon id={section.id} />
                    {t(`admin.sections.${section.id}.title`)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="hidden border-t border-line/80 px-7 py-6 text-sm lg:block">
            {user ? (
              <>
                <p className="text-xs text-muted">{t('admin.signedInAs')}</p>
                <p className="mt-0.5 truncate text-ink" title={user.email}>
                  {user.email}
                </p>
              </>
            ) : null}
            <Link to="/" className="-ml-1 mt-3 inline-flex min-h-11 items-center gap-1.5 rounded-full px-1 text-ink-soft underline-offset-4 hover:text-ink hover:underline">
              <ArrowLeft />
              {t('admin.backToShop')}
            </Link>
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="outline-none">
        <div className="mx-auto w-full max-w-5xl px-5 pb-24 pt-8 md:px-10 lg:px-14 lg:pt-14">{children}</div>
      </main>
    </div>
  )
}

/** A page's heading block: a small line above, the title, one sentence under it. */
export function AdminPageHeader({ eyebrow, title, intro, children }: { eyebrow?: string; title: string; intro?: ReactNode; children?: ReactNode }) {
  return (
    <div className="mb-10 flex flex-col gap-5 md:flex-row md:items-end md:justify-between">
      <div className="max-w-2xl">
        {eyebrow ? <p className="eyebrow mb-3 text-muted">{eyebrow}</p> : null}
        <h1 className="text-4xl leading-tight md:text-5xl">{title}</h1>
        {intro ? <p className="mt-3 text-ink-soft">{intro}</p> : null}
      </div>
      {children}
    </div>
  )
}

function ArrowLeft() {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4" fill="none" stroke="currentColor" strokeWidth="1.5">
      <path d="M10 3 5 8l5 5" />
    </svg>
  )
}

const iconPaths: Record<AdminSectionId, ReactNode> = {
  home: <path d="M3 9.5 10 4l7 5.5V16a1 1 0 0 1-1 1h-3.5v-4.5h-5V17H4a1 1 0 0 1-1-1Z" />,
  catalogue: (
    <>
      <path d="M4 4h5v5H4zM11 4h5v5h-5zM4 11h5v5H4z" />
      <circle cx="13.5" cy="13.5" r="2.5" />
    </>
  ),
  products: <path d="M7 3 4 5v4l2-.5V17h8V8.5l2 .5V5l-3-2c-.5 1.2-1.6 2-3 2S7.5 4.2 7 3Z" />,
  stock: (
    <>
      <path d="M4 5.5c0-1.1 2.7-2 6-2s6 .9 6 2v9c0 1.1-2.7 2-6 2s-6-.9-6-2Z" />
      <path d="M4 5.5c0 1.1 2.7 2 6 2s6-.9 6-2M4 10c0 1.1 2.7 2 6 2s6-.9 6-2" />
    </>
  ),
  customers: (
    <>
      <circle cx="10" cy="7" r="3" />
      <path d="M4 17c.6-3.2 3-5 6-5s5.4 1.8 6 5" />
    </>
  ),
  newsletter: (
    <>
      <rect x="3" y="5" width="14" height="10" rx="1" />
      <path d="m3.5 5.5 6.5 5 6.5-5" />
    </>
  ),
  orders: (
    <>
      <path d="M5 3.5h10a1 1 0 0 1 1 1V17l-2-1.2-2 1.2-2-1.2-2 1.2-2-1.2L4 17V4.5a1 1 0 0 1 1-1Z" />
      <path d="M7.5 7.5h5M7.5 10.5h5" />
    </>
  ),
  invoices: (
    <>
      <path d="M6 3h6l4 4v10H6Z" />
      <path d="M12 3v4h4M8.5 10.5h5M8.5 13.5h5" />
    </>
  ),
  giftCards: (
    <>
      <rect x="3" y="7" width="14" height="10" rx="1" />
      <path d="M3 10.5h14M10 7v10M10 7C8.5 4 5.5 4 6 6s4 1 4 1c0 0 3.5 1 4-1s-2.5-2-4 1" />
    </>
  ),
  requests: (
    <>
      <path d="M4 5.5a1.5 1.5 0 0 1 1.5-1.5h9A1.5 1.5 0 0 1 16 5.5v6a1.5 1.5 0 0 1-1.5 1.5H9l-3.5 3v-3h0A1.5 1.5 0 0 1 4 11.5Z" />
      <path d="M7.5 7.5h5M7.5 10h3" />
    </>
  ),
  settings: (
    <>
      <path d="M4 6h7M15 6h1M4 14h1M9 14h7" />
      <circle cx="13" cy="6" r="2" />
      <circle cx="7" cy="14" r="2" />
    </>
  ),
  audit: (
    <>
      <circle cx="10" cy="10" r="7" />
      <path d="M10 6v4l2.5 2" />
    </>
  ),
}

export function SectionIcon({ id, ...props }: { id: AdminSectionId } & SVGProps<SVGSVGElement>) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className="size-5 shrink-0"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.4"
      strokeLinecap="round"
      strokeLinejoin="round"
      {...props}
    >
      {iconPaths[id]}
    </svg>
  )
}

/** A page of the panel that failed (not found, or an error) inside the frame, with the way back to the panel's home. */
export function AdminErrorPanel({ status }: { status: number }) {
  const { t } = useTranslation()
  const key = status === 404 ? 'notFound' : 'error'
  return (
    <div className="rounded-3xl border border-line bg-white px-6 py-12 md:px-12 md:py-16">
      <p className="eyebrow text-muted">{status}</p>
      <h1 className="mt-4 text-4xl md:text-5xl">{t(`common.${key}.title`)}</h1>
      <p className="mt-4 max-w-lg text-ink-soft">{t(`common.${key}.text`)}</p>
      <Link to="/admin" className={buttonClass('primary', 'md', 'mt-8')}>
        {t('admin.sections.home.title')}
      </Link>
    </div>
  )
}
