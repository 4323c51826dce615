import { Form, Link } from 'react-router'
import { useTranslation } from '#app/i18n/react.tsx'
import { accountLinks } from './account-links.ts'
import { UserIcon } from './icons.tsx'
import { Menu, menuItemClass } from './ui/menu.tsx'

/**
 * The account icon's menu (shown only when signed in), in the spec's order (docs/product.md#accounts).
 * Signing out is a form that posts (never a link a prefetch could follow).
 */
export function AccountMenu({ name }: { name: string }) {
  const { t } = useTranslation()
  return (
    <Menu label={t('common.header.account')} trigger={<UserIcon />} triggerClassName="grid size-11 place-items-center rounded-full hover:bg-black/5" panelClassName="w-64">
      {(close) => (
        <>
          <p className="border-b border-line px-4 py-2.5 text-xs text-muted">{name}</p>
          {accountLinks.map((entry) => (
            <Link key={entry.to} to={entry.to} className={menuItemClass} onClick={close}>
              {t(entry.key)}
            </Link>
          ))}
          <Form method="post" action="/logout">
            <button type="submit" className={menuItemClass}>
              {t('common.accountMenu.logout')}
            </button>
          </Form>
          <Form method="post" action="/logout">
            <input type="hidden" name="scope" value="all" />
            <button type="submit" className={menuItemClass}>
              {t('common.accountMenu.logoutAll')}
            </button>
          </Form>
        </>
      )}
    </Menu>
  )
}
