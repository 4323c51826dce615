import { data, Form, redirect, useNavigation, useSearchParams } from 'react-router'
import type { Route } from './+types/data'
import { Button, buttonClass } from '#app/components/ui/button.tsx'
import { Field, Notice } from '#app/components/ui/field.tsx'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { requestEmailChange } from '#app/modules/accounts/accounts.server.ts'
import { sendEmailChangeNotice } from '#app/modules/accounts/auth-mail.server.ts'
import { AccountPage } from '#app/modules/accounts/components/account-page.tsx'
import { checkFreshSignIn, checkOwnPassword, hasPassword } from '#app/modules/accounts/personal-data.server.ts'
import { deleteHerAccount } from '#app/modules/legal/her-data.server.ts'
import { herDataFormSchema } from '#app/modules/legal/schemas.ts'
import { getStoreSettings } from '#app/modules/store/settings.server.ts'
import { getRequestContext, requireUser } from '#app/request-context.server.ts'
import { browserStorage } from '#app/utils/browser-storage.ts'
import { requireSameOrigin } from '#app/utils/csrf.server.ts'
import { readForm } from '#app/utils/form.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { parseSubmission } from '#app/utils/submission.ts'

export async function loader({ context }: Route.LoaderArgs) {
  const user = await requireUser(context)
  const settings = await getStoreSettings()
  // An account made with Google, Apple or another provider alone has no password to confirm with (below).
  return { email: user.email, recordsYears: settings.legal.recordsYears, hasPassword: await hasPassword(user.id) }
}

type ActionData = {
  intent: 'changeEmail' | 'delete'
  status: 'invalid' | 'sent' | 'same' | 'rateLimited' | 'error' | 'wrongPassword' | 'openOrders' | 'staleSignIn'
  errors: Record<string, string>
}

export async function action({ request, context }: Route.ActionArgs) {
  requireSameOrigin(request)
  const user = await requireUser(context)
  const fields = Object.fromEntries(await readForm(request))
  const submission = parseSubmission(herDataFormSchema, fields)
  const intent = fields.intent === 'delete' ? 'delete' : 'changeEmail'
  const answer = (status: ActionData['status'], code: number, errors: Record<string, string> = {}) => data<ActionData>({ intent, status, errors }, { status: code })
  if (!submission.ok) return answer('invalid', 400, submission.errors)
  const { authCaller } = getRequestContext(context)

  if (submission.data.intent === 'changeEmail') {
    const newEmail = submission.data.newEmail
    if (newEmail === user.email.toLowerCase()) return answer('invalid', 400, { newEmail: 'sameEmail' })
    const sent = await requestEmailChange(authCaller, user, newEmail, '/account/data?emailChanged=1')
    if (sent === 'rateLimited') return answer('rateLimited', 429)
    if (sent !== 'sent') return answer(sent, 400)
    await sendEmailChangeNotice({ email: user.email, locale: user.locale, name: user.name, firstName: user.firstName }, newEmail)
    return answer('sent', 200)
  }

  // Her password; without one (a provider's sign-in only), her e-mail typed again and a sign-in of the last minutes.
  if (await hasPassword(user.id)) {
    if (!submission.data.password) return answer('invalid', 400, { password: 'required' })
    const checked = await checkOwnPassword(user.id, authCaller.cookie, submission.data.password)
    if (checked === 'rateLimited') return answer('rateLimited', 429)
    if (checked === 'wrong') return answer('wrongPassword', 400, { password: 'wrongPassword' })
  } else {
    if (!submission.data.confirmEmail) return answer('invalid', 400, { confirmEmail: 'required' })
    const checked = await checkFreshSignIn(user.id, authCaller.cookie, submission.data.confirmEmail)
    if (checked === 'rateLimited') return answer('rateLimited', 429)
    if (checked === 'wrongEmail') return answer('invalid', 400, { confirmEmail: 'wrongEmail' })
    if (checked === 'stale') return answer('staleSignIn', 403)
  }
  const deleted = await deleteHerAccount(user.id)
  if (!deleted.ok) return answer(deleted.reason === 'openOrders' ? 'openOrders' : 'error', 409)
  // Her sessions are gone from the database; her browser forgets the cookie too.
  return redirect('/?session=accountDeleted', { headers: { 'Set-Cookie': `${browserStorage.session.name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax` } })
}

const messages: Record<string, string> = {
  required: 'common.form.required',
  invalidEmail: 'common.form.invalidEmail',
  tooLong: 'accounts.register.tooLong',
  sameEmail: 'accountArea.data.email.same',
  wrongPassword: 'accountArea.data.delete.wrongPassword',
  wrongEmail: 'accountArea.data.delete.wrongEmail',
}

export default function HerData({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const navigation = useNavigation()
  const busyIntent = navigation.state === 'submitting' ? navigation.formData?.get('intent') : null
  const [params] = useSearchParams()
  const result = actionData as ActionData | undefined
  const errors = result?.errors ?? {}
  const message = (field: string) => (errors[field] ? t(messages[errors[field]] ?? 'common.form.required') : undefined)
  const k = (key: string, vars?: Record<string, unknown>) => t(`accountArea.data.${key}`, vars)
  return (
    <AccountPage eyebrow={t('accountArea.eyebrow')} title={k('title')} intro={k('intro')}>
      <div className="max-w-2xl space-y-6">
        <section aria-labelledby="data-download" className="rounded-2xl border border-line bg-white p-6 md:p-8">
          <h2 id="data-download" className="text-2xl">
            {k('download.title')}
          </h2>
          <p className="mt-2 text-ink-soft">{k('download.text')}</p>
          <a href="/account/data/export" download className={buttonClass('secondary', 'md', 'mt-5')}>
            {k('download.button')}
          </a>
        </section>

        <section aria-labelledby="data-email" className="rounded-2xl border border-line bg-white p-6 md:p-8">
          <h2 id="data-email" className="text-2xl">
            {k('email.title')}
          </h2>
          <p className="mt-2 text-ink-soft">{k('email.text', { email: loaderData.email })}</p>
          {params.get('emailChanged') === '1' && !result ? <Notice tone="ok" title={k('email.changed', { email: loaderData.email })} /> : null}
          {result?.intent === 'changeEmail' && result.status === 'sent' ? <Notice tone="ok" title={k('email.sent')} text={k('email.sentText')} /> : null}
          {result?.intent === 'changeEmail' && result.status === 'rateLimited' ? <Notice tone="error" title={k('rateLimited')} /> : null}
          {result?.intent === 'changeEmail' && (result.status === 'same' || result.status === 'error') ? <Notice tone="error" title={k('email.failed')} /> : null}
          <Form method="post" noValidate className="mt-5 space-y-4" key={result?.status === 'sent' ? 'sent' : 'form'}>
            <input type="hidden" name="intent" value="changeEmail" />
            <Field name="newEmail" type="email" label={k('email.label')} autoComplete="email" required error={result?.intent === 'changeEmail' ? message('newEmail') : undefined} />
            <Button busy={busyIntent === 'changeEmail'} busyLabel={k('sending')}>
              {k('email.submit')}
            </Button>
          </Form>
        </section>

        <section aria-labelledby="data-delete" className="rounded-2xl border border-danger/40 bg-white p-6 md:p-8">
          <h2 id="data-delete" className="text-2xl">
            {k('delete.title')}
          </h2>
          <p className="mt-2 text-ink-soft">{k('delete.text')}</p>
          <p className="mt-2 text-ink-soft">{k('delete.kept', { years: loaderData.recordsYears })}</p>
          {result?.intent === 'delete' && result.status === 'openOrders' ? <Notice tone="error" title={k('delete.openOrders')} /> : null}
          {result?.intent === 'delete' && result.status === 'rateLimited' ? <Notice tone="error" title={k('rateLimited')} /> : null}
          {result?.intent === 'delete' && result.status === 'staleSignIn' ? <Notice tone="error" title={k('delete.staleSignIn')} /> : null}
          <Form method="post" noValidate className="mt-5 space-y-4">
            <input type="hidden" name="intent" value="delete" />
            {loaderData.hasPassword ? (
              <Field
                name="password"
                type="password"
                label={k('delete.password')}
                autoComplete="current-password"
                required
                error={result?.intent === 'delete' ? message('password') : undefined}
              />
            ) : (
              <Field
                name="confirmEmail"
                type="email"
                label={k('delete.confirmEmail')}
                hint={k('delete.confirmEmailHint')}
                autoComplete="off"
                required
                error={result?.intent === 'delete' ? message('confirmEmail') : undefined}
              />
            )}
            <Button look="danger" busy={busyIntent === 'delete'} busyLabel={k('delete.deleting')}>
              {k('delete.submit')}
            </Button>
          </Form>
        </section>
      </div>
    </AccountPage>
  )
}

export const handle = { i18n: ['accounts', 'accountArea'] } satisfies I18nHandle

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta(matches, { titleKey: 'accountArea.data.title', path: location.pathname, noindex: true })
}
