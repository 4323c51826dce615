import { useState } from 'react'
import { data, useNavigation } from 'react-router'
import type { Route } from './+types/settings'
import { ToastRegion } from '#app/components/ui/toast.tsx'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { AdminPageHeader } from '#app/modules/admin/components/admin-frame.tsx'
import { StoreSettingsForm } from '#app/modules/admin/components/store-settings-form.tsx'
import { saveStoreSettings } from '#app/modules/admin/store-settings.server.ts'
import { weekdayName } from '#app/modules/content/format.ts'
import { getStoreSettings } from '#app/modules/store/settings.server.ts'
import { settingsInputNames, toFormValues } from '#app/modules/store/settings-form.ts'
import { getRequestContext, requireAdmin } from '#app/request-context.server.ts'
import { requireSameOrigin } from '#app/utils/csrf.server.ts'
import { readForm } from '#app/utils/form.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { keepValues } from '#app/utils/submission.ts'

export async function loader({ context }: Route.LoaderArgs) {
  await requireAdmin(context)
  const { locale } = getRequestContext(context)
  const weekdays = [1, 2, 3, 4, 5, 6, 7].map((day) => ({ value: day, label: weekdayName(day, locale) }))
  return { values: toFormValues(await getStoreSettings(), locale), weekdays }
}

export async function action({ request, context }: Route.ActionArgs) {
  requireSameOrigin(request)
  const admin = await requireAdmin(context)
  const fields = Object.fromEntries(await readForm(request))
  const result = await saveStoreSettings({ id: admin.id, email: admin.email }, fields)
  const at = Date.now()
  if (!result.ok) return data({ at, errors: result.errors, values: keepValues(fields, settingsInputNames), changed: null }, { status: 400 })
  return { at, errors: {} as Record<string, string>, values: null, changed: result.changed }
}

export default function StoreSettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const busy = useNavigation().state === 'submitting'
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(new Set())
  const changed = actionData?.changed
  // The answer to a save, as a toast (rendered by the server too, when the form was sent without JavaScript).
  const toasts =
    typeof changed === 'number'
      ? [
          {
            id: `saved-${actionData!.at}`,
            tone: 'info' as const,
            title: changed ? t('admin.settings.saved') : t('admin.settings.unchanged'),
            description: changed ? t('admin.settings.savedText', { count: changed }) : undefined,
          },
        ].filter((toast) => !dismissed.has(toast.id))
      : []
  const values = actionData?.values ?? loaderData.values
  return (
    <>
      <AdminPageHeader eyebrow={t('admin.sections.settings.title')} title={t('admin.settings.title')} intro={t('admin.settings.intro')} />
      <StoreSettingsForm values={values} errors={actionData?.errors ?? {}} weekdays={loaderData.weekdays} busy={busy} />
      <ToastRegion
        toasts={toasts}
        onDismiss={(id) => setDismissed((current) => new Set(current).add(id))}
        label={t('admin.settings.toasts')}
        closeLabel={t('admin.settings.dismiss')}
      />
    </>
  )
}

export const handle = { i18n: ['admin'] } satisfies I18nHandle

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta(matches, { titleKey: 'admin.settings.metaTitle', path: location.pathname, noindex: true })
}
