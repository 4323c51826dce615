import { data, Form, Link, redirect, useNavigation } from 'react-router'
import type { Route } from './+types/addresses'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { Button, buttonClass } from '#app/components/ui/button.tsx'
import { ConfirmDialog } from '#app/components/ui/dialog.tsx'
import { Notice } from '#app/components/ui/field.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import { AccountPage, DoneNotice, EmptyState } from '#app/modules/accounts/components/account-page.tsx'
import { requireUser } from '#app/request-context.server.ts'
import { loadAddressesPage, submitAddressesPage } from '#app/modules/addresses/addresses-page.server.ts'
import { AddressCard } from '#app/modules/addresses/components/address-card.tsx'
import { AddressForm } from '#app/modules/addresses/components/address-form.tsx'
import { requireSameOrigin } from '#app/utils/csrf.server.ts'
import { readForm } from '#app/utils/form.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { privateNoStore, privatePageHeaders } from '#app/utils/private-page.ts'

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(context)
  const view = await loadAddressesPage(user.id, new URL(request.url).searchParams)
  if (!view) throw data(null, { status: 404, headers: privateNoStore })
  return data(view, { headers: privateNoStore })
}

export async function action({ request, context }: Route.ActionArgs) {
  requireSameOrigin(request)
  const user = await requireUser(context)
  const result = await submitAddressesPage(user.id, await readForm(request))
  if (result.kind === 'done') return redirect(`/account/addresses?done=${result.change}`)
  if (result.kind === 'missing') throw data(null, { status: 404 })
  if (result.kind === 'unknownIntent') return data({ errors: { form: 'invalid' } as Record<string, string>, values: {} as Record<string, string>, limit: false }, { status: 400 })
  if (result.kind === 'limit') return data({ errors: {} as Record<string, string>, values: {} as Record<string, string>, limit: true }, { status: 400 })
  return data({ errors: result.errors, values: result.values, limit: false }, { status: 400 })
}

export default function Addresses({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting'
  const { addresses, mode, editing, deleting, done, max } = loaderData
  const full = addresses.length >= max
  const addLink = (
    <Link to="?new" className={buttonClass('primary')}>
      {t('accountArea.addresses.add')}
    </Link>
  )
  const title = mode === 'new' ? t('accountArea.addresses.newTitle') : mode === 'edit' ? t('accountArea.addresses.editTitle') : t('accountArea.addresses.title')
  return (
    <AccountPage
      eyebrow={t('accountArea.eyebrow')}
      title={title}
      intro={t('accountArea.addresses.intro')}
      action={mode === 'list' && addresses.length > 0 && !full ? addLink : null}
    >
      {done ? <DoneNotice text={t(`accountArea.addresses.done.${done}`)} /> : null}
      {actionData?.limit || (mode === 'new' && full) ? <Notice tone="error" title={t('accountArea.addresses.limit', { max })} className="mb-6" /> : null}
      {mode !== 'list' ? (
        <>
          <Link to="/account/addresses" className={buttonClass('secondary', 'sm', 'mb-6 gap-1 text-sm')}>
            <span aria-hidden="true">←</span> {t('accountArea.addresses.backToList')}
          </Link>
          <AddressForm
            key={editing?.id ?? 'new'}
            mode={mode}
            addressId={editing?.id}
            values={actionData?.values && Object.keys(actionData.values).length ? actionData.values : (editing ?? {})}
            errors={actionData?.errors ?? {}}
            isDefault={editing?.isDefault ?? false}
            isFirst={mode === 'new' && addresses.length === 0}
            busy={busy}
          />
        </>
      ) : addresses.length === 0 ? (
        <EmptyState title={t('accountArea.addresses.emptyTitle')} text={t('accountArea.addresses.emptyText')}>
          <Link to="?new" className={buttonClass('primary')}>
            {t('accountArea.addresses.add')}
          </Link>
        </EmptyState>
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {addresses.map((address) => {
            const names = { name: address.fullName, street: address.street }
            return (
              <li key={address.id}>
                <AddressCard address={address}>
                  {/* Its own row above Editar / Eliminar, so every card ends with the same two actions. */}
                  {address.isDefault ? null : (
                    <Form method="post" preventScrollReset className="basis-full">
                      <input type="hidden" name="intent" value="default" />
                      <input type="hidden" name="addressId" value={address.id} />
                      <Button look="secondary" size="sm" aria-label={t('accountArea.addresses.makeDefaultLabel', names)} className="text-sm">
                        {t('accountArea.addresses.makeDefault')}
                      </Button>
                    </Form>
                  )}
                  <Link to={`?edit=${address.id}`} aria-label={t('accountArea.addresses.editLabel', names)} className={buttonClass('secondary', 'sm', 'text-sm')}>
                    {t('accountArea.addresses.edit')}
                  </Link>
                  <Link
                    to={`?delete=${address.id}`}
                    preventScrollReset
                    aria-label={t('accountArea.addresses.deleteLabel', names)}
                    className="ml-auto rounded-full px-3 py-2 text-sm text-muted underline-offset-2 hover:text-danger hover:underline"
                  >
                    {t('accountArea.addresses.delete')}
                  </Link>
                </AddressCard>
              </li>
            )
          })}
        </ul>
      )}
      {deleting ? (
        <ConfirmDialog
          key={deleting.id}
          id="delete-address"
          title={t('accountArea.addresses.confirmDeleteTitle')}
          page="/account/addresses"
          text={
            <>
              <p>{t('accountArea.addresses.confirmDeleteText', { name: deleting.fullName, street: deleting.street })}</p>
              {deleting.isDefault && addresses.length > 1 ? <p>{t('accountArea.addresses.confirmDeleteDefault')}</p> : null}
            </>
          }
          fields={{ intent: 'delete', addressId: deleting.id }}
          cancelLabel={t('accountArea.addresses.cancel')}
          confirmLabel={t('accountArea.addresses.confirmDelete')}
          busyLabel={t('accountArea.addresses.deleting')}
          busy={busy}
        />
      ) : null}
    </AccountPage>
  )
}

export const headers: Route.HeadersFunction = privatePageHeaders

export const handle = { i18n: ['accounts', 'accountArea'] } satisfies I18nHandle

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta(matches, { titleKey: 'accountArea.addresses.title', path: location.pathname, noindex: true })
}
