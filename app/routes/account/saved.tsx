import { data, Form, Link, redirect, useNavigation } from 'react-router'
import { z } from '#app/utils/zod.ts'
import type { Route } from './+types/saved'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { Button, buttonClass } from '#app/components/ui/button.tsx'
import { ConfirmDialog } from '#app/components/ui/dialog.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import { AccountPage, DoneNotice, EmptyState } from '#app/modules/accounts/components/account-page.tsx'
import { getRequestContext, requireUser } from '#app/request-context.server.ts'
import { SavedItemCard } from '#app/modules/basket/components/saved-item-card.tsx'
import { MAX_BASKET_ITEMS } from '#app/modules/basket/limits.ts'
import { deleteSavedItem, getSavedItem, listSavedItems, moveSavedItemToBasket } from '#app/modules/basket/saved-items.server.ts'
import { requireSameOrigin } from '#app/utils/csrf.server.ts'
import { readForm } from '#app/utils/form.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { privateNoStore, privatePageHeaders } from '#app/utils/private-page.ts'

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(context)
  const url = new URL(request.url)
  const { locale } = getRequestContext(context)
  const removeId = url.searchParams.get('remove')
  const removing = removeId ? await getSavedItem(user.id, removeId, locale) : null
  if (removeId && !removing) throw data(null, { status: 404, headers: privateNoStore })
  const done = url.searchParams.get('done')
  return data({ items: await listSavedItems(user.id, locale), removing, done: done === 'moved' || done === 'removed' ? done : null }, { headers: privateNoStore })
}

const intents = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('move'), savedId: z.string().min(1).max(64) }),
  z.object({ intent: z.literal('remove'), savedId: z.string().min(1).max(64) }),
])

export async function action({ request, context }: Route.ActionArgs) {
  requireSameOrigin(request)
  const user = await requireUser(context)
  const parsed = intents.safeParse(Object.fromEntries(await readForm(request)))
  if (!parsed.success) return data({ error: 'invalid' as const }, { status: 400 })
  const { intent, savedId } = parsed.data
  if (intent === 'move') {
    const moved = await moveSavedItemToBasket(user.id, savedId)
    // Her basket is full (MAX_BASKET_ITEMS): the design stays saved and its card says why.
    if (moved === 'limit') return data({ error: 'basketFull' as const, savedId }, { status: 400 })
    if (moved === 'notFound') throw data(null, { status: 404 })
  } else if (!(await deleteSavedItem(user.id, savedId))) throw data(null, { status: 404 })
  return redirect(`/account/saved?done=${intent === 'move' ? 'moved' : 'removed'}`)
}

export default function Saved({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const navigation = useNavigation()
  const pending = navigation.state === 'submitting' ? navigation.formData : undefined
  const { items, removing, done } = loaderData
  return (
    <AccountPage eyebrow={t('accountArea.eyebrow')} title={t('accountArea.saved.title')} intro={t('accountArea.saved.intro')}>
      {done ? (
        <DoneNotice text={t(`accountArea.saved.done.${done}`)}>
          {done === 'moved' ? (
            <Link to="/cart" className="text-sm font-medium underline underline-offset-4">
              {t('accountArea.saved.viewBasket')}
            </Link>
          ) : null}
        </DoneNotice>
      ) : null}
      {items.length === 0 ? (
        <EmptyState title={t('accountArea.saved.emptyTitle')} text={t('accountArea.saved.emptyText')}>
          <Link to="/collection" className={buttonClass('primary')}>
            {t('accountArea.saved.explore')}
          </Link>
        </EmptyState>
      ) : (
        <ul className="max-w-4xl space-y-4">
          {items.map((item) => {
            const moving = pending?.get('intent') === 'move' && pending.get('savedId') === item.id
            return (
              <li key={item.id}>
                <SavedItemCard item={item}>
                  <Link
                    to={`?remove=${item.id}`}
                    preventScrollReset
                    aria-label={t('accountArea.saved.removeLabel', { name: item.productName })}
                    className="rounded-full px-3 py-2 text-sm text-muted underline-offset-2 hover:text-danger hover:underline"
                  >
                    {t('accountArea.saved.remove')}
                  </Link>
                  <Form method="post" preventScrollReset>
                    <input type="hidden" name="intent" value="move" />
                    <input type="hidden" name="savedId" value={item.id} />
                    <Button
                      size="sm"
                      busy={moving}
                      busyLabel={t('accountArea.saved.moving')}
                      aria-label={t('accountArea.saved.moveLabel', { name: item.productName })}
                      className="text-sm"
                    >
                      {t('accountArea.saved.moveToBasket')}
                    </Button>
                  </Form>
                  {actionData && 'savedId' in actionData && actionData.savedId === item.id ? (
                    <p role="alert" className="w-full text-sm text-danger">
                      {t('accountArea.saved.basketFull', { max: MAX_BASKET_ITEMS })}
                    </p>
                  ) : null}
                </SavedItemCard>
              </li>
            )
          })}
        </ul>
      )}
      {removing ? (
        <ConfirmDialog
          key={removing.id}
          id="remove-saved"
          title={t('accountArea.saved.confirmRemoveTitle')}
          page="/account/saved"
          text={<p>{t('accountArea.saved.confirmRemoveText', { name: removing.productName })}</p>}
          fields={{ intent: 'remove', savedId: removing.id }}
          cancelLabel={t('accountArea.saved.cancel')}
          confirmLabel={t('accountArea.saved.confirmRemove')}
          busyLabel={t('accountArea.saved.removing')}
          busy={!!pending}
        />
      ) : null}
    </AccountPage>
  )
}

export const headers: Route.HeadersFunction = privatePageHeaders

export const handle = { i18n: ['accounts', 'accountArea'] } satisfies I18nHandle

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta(matches, { titleKey: 'accountArea.saved.title', path: location.pathname, noindex: true })
}
