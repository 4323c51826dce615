import { data } from 'react-router'
import type { Route } from './+types/not-found'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { PageMessage } from '#app/components/page-message.tsx'
import { pageMeta } from '#app/utils/meta.ts'

/** Any unknown path: the designed page, with a real HTTP 404. */
export function loader() {
  return data(null, { status: 404 })
}

export default function NotFound() {
  return <PageMessage status={404} />
}

export const handle = { i18n: [] } satisfies I18nHandle

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta(matches, { titleKey: 'common.notFound.metaTitle', path: location.pathname, noindex: true })
}
