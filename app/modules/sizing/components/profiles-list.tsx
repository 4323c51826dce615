import { useEffect } from 'react'
import { Form, Link, useActionData } from 'react-router'
import { focusHeading } from '#app/components/focus.ts'
import { Button, buttonClass } from '#app/components/ui/button.tsx'
import { ConfirmDialog } from '#app/components/ui/dialog.tsx'
import { Notice } from '#app/components/ui/field.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import { MAX_PROFILES } from '../limits.ts'
import type { ProfileCard as ProfileCardData, SizeActionData } from '../size-flow.server.ts'
import { ProfileCard } from './profile-card.tsx'

/** Visitors: what the page is for, and the ways in (docs/product.md#saved-profiles; accounts own the profiles). */
export function ProfilesVisitorPanel() {
  const { t } = useTranslation()
  const redirectTo = encodeURIComponent('/perfiles-de-medidas')
  return (
    <div className="mt-10 flex flex-col gap-6 rounded-3xl bg-cream p-8 md:flex-row md:items-center md:justify-between md:p-12">
      <div className="max-w-xl">
        <h2 className="text-3xl md:text-4xl">{t('sizing.profiles.visitorTitle')}</h2>
        <p className="mt-3 text-ink-soft">{t('sizing.profiles.visitorText')}</p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-3">
        <Link to={`/login?redirectTo=${redirectTo}`} className={buttonClass('primary')}>
          {t('sizing.profiles.signIn')}
        </Link>
        <Link to={`/register?redirectTo=${redirectTo}`} className={buttonClass('secondary')}>
          {t('sizing.profiles.register')}
        </Link>
      </div>
    </div>
  )
}

/** The saved profiles with edit and delete; the spec's empty state when there are none. */
export function ProfilesList({ profiles, savedId }: { profiles: ProfileCardData[]; savedId?: string | null }) {
  const { t } = useTranslation()
  // After a save: the focus (and the screen) on the profile she saved, which says so (issue 18 item 13).
  useEffect(() => {
    if (savedId) focusHeading(document.getElementById(`profile-${savedId}`))
  }, [savedId])
  if (profiles.length === 0) {
    return (
      <div className="mt-10 rounded-3xl border border-dashed border-line bg-white/60 px-6 py-14 text-center">
        <h2 className="text-3xl">{t('sizing.profiles.empty')}</h2>
        <p className="mx-auto mt-3 max-w-md text-ink-soft">{t('sizing.profiles.emptyText')}</p>
        <Link to="?new" className={buttonClass('primary', 'md', 'mt-7')}>
          {t('sizing.profiles.add')}
        </Link>
      </div>
    )
  }
  return (
    <>
      {profiles.length >= MAX_PROFILES ? (
        <p role="status" className="mt-10 rounded-xl border border-line bg-cream px-4 py-3 text-sm">
          {t('sizing.errors.profileLimit', { max: MAX_PROFILES })}
        </p>
      ) : null}
      <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {profiles.map((profile) => (
          <li key={profile.id}>
            <ProfileCard profile={profile} saved={profile.id === savedId}>
              <Link to={`?edit=${profile.id}`} aria-label={t('sizing.profiles.editLabel', { name: profile.name })} className={buttonClass('secondary', 'sm', 'text-sm')}>
                {t('sizing.profiles.edit')}
              </Link>
              <Link
                to={`?delete=${profile.id}`}
                preventScrollReset
                aria-label={t('sizing.profiles.deleteLabel', { name: profile.name })}
                className="rounded-full px-4 py-2 text-sm text-muted underline-offset-2 hover:text-danger hover:underline"
              >
                {t('sizing.profiles.delete')}
              </Link>
            </ProfileCard>
          </li>
        ))}
      </ul>
    </>
  )
}

type BasketMeasurement = { itemId: string; productName: string; profileName: string; createdAt: string; summary: ProfileCardData['summary'] }

/** Measurements given in the basket (before she had an account, say) that can be kept as a profile. */
export function BasketMeasurements({ items, busy }: { items: BasketMeasurement[]; busy: boolean }) {
  const { t } = useTranslation()
  // Its 'Guardar como perfil' posts to the page's action; a refusal at the cap is shown here, by the buttons.
  const reply = (useActionData() as { reply?: SizeActionData } | undefined)?.reply
  const atLimit = reply?.form === 'measurements' && reply.errors?.form === 'profileLimit'
  return (
    <section aria-labelledby="basket-measurements-title" className="mt-10 rounded-3xl bg-cream p-6 md:p-8">
      <h2 id="basket-measurements-title" className="text-3xl">
        {t('sizing.profiles.fromBasketTitle')}
      </h2>
      <p className="mt-2 max-w-2xl text-ink-soft">{t('sizing.profiles.fromBasketText')}</p>
      {atLimit ? <Notice tone="error" className="mt-4" title={t('sizing.errors.profileLimit', { max: MAX_PROFILES })} /> : null}
      <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item.itemId}>
            <ProfileCard as="h3" profile={{ id: `basket-${item.itemId}`, name: item.profileName, method: 'custom', createdAt: item.createdAt, summary: item.summary }}>
              <p className="w-full text-sm text-muted">{t('sizing.profiles.fromBasketFor', { product: item.productName })}</p>
              <Form method="post">
                <input type="hidden" name="intent" value="saveFromBasket" />
                <input type="hidden" name="itemId" value={item.itemId} />
                <Button size="sm" busy={busy} aria-label={t('sizing.profiles.fromBasketSaveLabel', { name: item.profileName })} className="text-sm">
                  {t('sizing.profiles.fromBasketSave')}
                </Button>
              </Form>
            </ProfileCard>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** '¿Eliminar perfil?': open from the server when the URL asks (works without JavaScript), modal once interactive. */
export function DeleteProfileDialog({ profile, busy }: { profile: { id: string; name: string }; busy: boolean }) {
  const { t } = useTranslation()
  return (
    <ConfirmDialog
      id="delete-profile"
      title={t('sizing.profiles.confirmDeleteTitle')}
      text={<p>{t('sizing.profiles.confirmDeleteText', { name: profile.name })}</p>}
      page="/perfiles-de-medidas"
      fields={{ intent: 'delete', profileId: profile.id }}
      cancelLabel={t('sizing.profiles.cancel')}
      confirmLabel={t('sizing.profiles.confirmDelete')}
      busyLabel={t('sizing.profiles.deleting')}
      busy={busy}
    />
  )
}
