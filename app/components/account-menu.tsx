import { useCallback, useId, useRef, useState } from 'react'
import { Form, Link } from 'react-router'
import { useTranslation } from '#app/i18n/react.tsx'
import { UserIcon } from './icons.tsx'
import { useDismiss } from './use-dismiss.ts'

/**
 * The account icon's menu (shown only when signed in), in the spec's order (docs/product.md#accounts).
 * Signing out is a real form, so it works before JavaScript too. 'Enviar un regalo' joins the menu
 * when gift cards can be bought (with checkout); its page, /account/gift, already says what it will do.
 */
const entries = [
  { to: '/account/orders', key: 'common.accountMenu.orders' },
  { to: '/perfiles-de-medidas', key: 'common.accountMenu.profiles' },
  { to: '/account/personal-data', key: 'common.accountMenu.personalData' },
  { to: '/account/addresses', key: 'common.accountMenu.addresses' },
  { to: '/account/password', key: 'common.accountMenu.password' },
  { to: '/account/saved', key: 'common.accountMenu.saved' },
] as const

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
        {entries.map((entry) => (
          <Link key={entry.to} to={entry.to} className={item} onClick={() => setOpen(false)}>
            {t(entry.key)}
          </Link>
        ))}
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
