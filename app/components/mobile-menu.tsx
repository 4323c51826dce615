import { useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { useTranslation } from '#app/i18n/react.tsx'
import { Form, Link, NavLink } from 'react-router'
import { cn } from '#app/utils/cn.ts'
import { navLinks, type ShellUser } from './nav-links.ts'
import { CloseIcon, MenuIcon } from './icons.tsx'
import { Button, buttonClass } from './ui/button.tsx'

/**
 * Full-screen menu for small screens, on the native <dialog>: focus is trapped, Escape closes it and
 * the page behind is inert, without shipping a dialog library on every page. Its content is made at
 * the first opening (only a script opens it): every page renders and hydrates an empty dialog instead
 * of a second copy of the navigation.
 */
export function MobileMenu({ user }: { user: ShellUser }) {
  const { t } = useTranslation()
  const dialog = useRef<HTMLDialogElement>(null)
  const [made, setMade] = useState(false)
  const close = () => dialog.current?.close()
  const open = () => {
    // The content is in the dialog before it opens, so showModal focuses its first control.
    if (!made) flushSync(() => setMade(true))
    dialog.current?.showModal()
  }
  return (
    <>
      <button
        type="button"
        className="-ml-2 grid size-11 place-items-center rounded-full hover:bg-black/5 md:hidden"
        aria-label={t('common.header.openMenu')}
        aria-haspopup="dialog"
        onClick={open}
      >
        <MenuIcon />
      </button>
      <dialog ref={dialog} aria-label={t('common.header.menu')} className="m-0 h-dvh max-h-none w-full max-w-none bg-paper p-0 text-ink backdrop:bg-ink/40 open:flex open:flex-col">
        {made ? (
          <>
            <div className="container-page flex h-16 items-center justify-between">
              <span className="font-display text-[1.75rem] leading-none">{t('common.brand')}</span>
              <button type="button" className="-mr-2 grid size-11 place-items-center rounded-full hover:bg-black/5" aria-label={t('common.header.closeMenu')} onClick={close}>
                <CloseIcon />
              </button>
            </div>
            <nav aria-label={t('common.nav.label')} className="container-page mt-6 flex-1">
              <ul className="space-y-1">
                {navLinks.map((link) => (
                  <li key={link.to}>
                    <NavLink
                      to={link.to}
                      end={link.end}
                      onClick={close}
                      className={({ isActive }) => cn('block border-b border-line py-4 font-display text-4xl', isActive ? 'font-semibold' : 'font-normal')}
                    >
                      {t(link.key)}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
            <div className="container-page flex flex-col gap-3 pb-10">
              {user ? (
                <Form method="post" action="/logout" onSubmit={close}>
                  <Button look="secondary" size="block">
                    {t('common.header.logout')}
                  </Button>
                </Form>
              ) : (
                <>
                  <Link to="/register" onClick={close} className={buttonClass('secondary', 'block')}>
                    {t('common.header.createAccount')}
                  </Link>
                  <Link to="/login" onClick={close} className={buttonClass('primary', 'block')}>
                    {t('common.header.login')}
                  </Link>
                </>
              )}
            </div>
          </>
        ) : null}
      </dialog>
    </>
  )
}
