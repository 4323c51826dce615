import { data, Link, redirect, useActionData, useNavigation } from 'react-router'
import type { Route } from './+types/measurement-profiles'
import { buttonClass } from '#app/components/ui/button.tsx'
import { Notice } from '#app/components/ui/field.tsx'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { loadProfilesPage, submitProfilesPage } from '#app/modules/sizing/profiles-page.server.ts'
import { MeasurementForm } from '#app/modules/sizing/components/measurement-form.tsx'
import { BasketMeasurements, DeleteProfileDialog, ProfilesList, ProfilesVisitorPanel } from '#app/modules/sizing/components/profiles-list.tsx'
import { requireSameOrigin } from '#app/utils/csrf.server.ts'
import { readForm } from '#app/utils/form.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { privateNoStore, privatePageHeaders } from '#app/utils/private-page.ts'
import { getRequestContext, requireUser } from '#app/request-context.server.ts'

export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale, user: getUser } = getRequestContext(context)
  const user = await getUser()
  const headers = privateNoStore
  if (!user) return data({ signedIn: false as const }, { headers })
  return data({ signedIn: true as const, ...(await loadProfilesPage(new URL(request.url).searchParams, user.id, locale)) }, { headers })
}

export async function action({ request, context }: Route.ActionArgs) {
  requireSameOrigin(request)
  const user = await requireUser(context)
  const result = await submitProfilesPage(user.id, getRequestContext(context).locale, await readForm(request))
  // A saved profile: the list opens on it (the anchor scrolls there without JavaScript too).
  if (result.kind === 'done') return redirect(result.savedId ? `/perfiles-de-medidas?saved=${result.savedId}#profile-${result.savedId}` : '/perfiles-de-medidas')
  if (result.kind === 'missing') return data({ error: 'notFound' as const }, { status: 404 })
  if (result.kind === 'invalid') return data({ error: 'invalid' as const }, { status: 400 })
  return data({ reply: result.data }, { status: result.status })
}

export default function MeasurementProfiles({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const actionData = useActionData<typeof action>()
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle'
  const formMode = loaderData.signedIn && loaderData.mode !== 'list' ? loaderData.mode : null
  const reply = actionData && 'reply' in actionData ? actionData.reply : undefined
  const notFound = (loaderData.signedIn && loaderData.notFound) || (actionData && 'error' in actionData && actionData.error === 'notFound')
  return (
    <div className="pb-24 pt-24 md:pt-28">
      <div className="container-page">
        {formMode ? (
          <Link to="/perfiles-de-medidas" className={buttonClass('secondary', 'sm', 'gap-1 text-sm')}>
            <span aria-hidden="true">←</span> {t('sizing.profiles.backToList')}
          </Link>
        ) : null}
        <div className="mt-6 flex flex-col gap-5 md:flex-row md:items-end md:justify-between">
          <div className="max-w-2xl">
            <p className="eyebrow text-clay">{t('sizing.main.eyebrow')}</p>
            <h1 className="mt-2 text-5xl leading-tight md:text-6xl">
              {formMode === 'edit' ? t('sizing.form.editTitle') : formMode === 'new' ? t('sizing.form.newTitle') : t('sizing.profiles.title')}
            </h1>
            <p className="mt-3 text-ink-soft">{formMode ? t('sizing.form.intro') : t('sizing.profiles.intro')}</p>
          </div>
          {loaderData.signedIn && !formMode && loaderData.profiles.length > 0 ? (
            <Link to="?new" className={buttonClass('primary', 'md', 'self-start md:self-auto')}>
              {t('sizing.profiles.add')}
            </Link>
          ) : null}
        </div>
        {notFound ? <Notice tone="error" className="mt-6" title={t('sizing.profiles.notFound')} /> : null}
        {!loaderData.signedIn ? (
          <ProfilesVisitorPanel />
        ) : formMode ? (
          <MeasurementForm
            key={`${loaderData.editId ?? 'new'}-${reply?.at ?? ''}`}
            initial={loaderData.initial}
            actionData={reply}
            hidden={{ intent: formMode === 'edit' ? 'update' : 'create', method: loaderData.initial.method, ...(loaderData.editId ? { profileId: loaderData.editId } : {}) }}
            busy={busy}
            header={null}
            footer={
              <Link to="/perfiles-de-medidas" className={buttonClass('quiet', 'md', 'px-5 text-sm')}>
                {t('sizing.profiles.cancel')}
              </Link>
            }
          />
        ) : (
          <>
            {loaderData.fromBasket.length > 0 ? <BasketMeasurements items={loaderData.fromBasket} busy={busy} /> : null}
            <ProfilesList profiles={loaderData.profiles} savedId={loaderData.savedId} />
          </>
        )}
        {loaderData.signedIn && loaderData.deleting ? <DeleteProfileDialog profile={loaderData.deleting} busy={busy} /> : null}
      </div>
    </div>
  )
}

export const handle = { i18n: ['sizing'] } satisfies I18nHandle

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta(matches, { titleKey: 'sizing.meta.profilesTitle', descriptionKey: 'sizing.meta.profilesDescription', path: location.pathname, noindex: true })
}

export const headers: Route.HeadersFunction = privatePageHeaders
