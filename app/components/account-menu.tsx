import { useCallback, useId, useRef, useState } from 'react'
import { Form, Link } from 'react-router'
import { useTranslation } from '#app/i18n/react.tsx'
import { UserIcon } from './icons.tsx'
import { useDismiss } from './use-dismiss.ts'

/**
 * The account icon's menu (shown only when signed in). Entries whose pages exist are links; signing
 * out is a real form, so it works before JavaScript too.
 * TODO(#4): orders, addresses, saved articles and gift pages.
 */
export function AccountMenu({ name }: { name: string }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const id = useId()
  const root = useRef<HTMLDivElement>(null)
  const close = useCallback(() => setOpen(false), [])
  useDismiss(root, open, close)
  const item = 'block w-full px-4 py-2.5 text-left text-sm hover:bg-cream'
  return (
    <div ref={root} className="relative">
      <button
        type="button"
        aria-label={t('common.header.account')}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((v) => !v)}
        className="grid size-11 place-items-center rounded-full hover:bg-black/5"
      >
        <UserIcon />
      </button>
      <div id={id} hidden={!open} className="absolute right-0 top-full mt-2 w-64 overflow-hidden rounded-xl border border-line bg-white py-1 text-ink shadow-lg">
        <p className="border-b border-line px-4 py-2.5 text-xs text-muted">{name}</p>
        <Link to="/perfiles-de-medidas" className={item} onClick={() => setOpen(false)}>
          {t('common.accountMenu.profiles')}
        </Link>
        <Link to="/account/personal-data" className={item} onClick={() => setOpen(false)}>
          {t('common.accountMenu.personalData')}
        </Link>
        <Link to="/account/password" className={item} onClick={() => setOpen(false)}>
          {t('common.accountMenu.password')}
        </Link>
        <Form method="post" action="/logout">
          <button type="submit" className={item}>
            {t('common.accountMenu.logout')}
          </button>
        </Form>
        <Form method="post" action="/logout">
          <input type="hidden" name="scope" value="all" />
          <button type="submit" className={item}>
            {t('common.accountMenu.logoutAll')}
          </button>
        </Form>
      </div>
    </div>
  )
}
