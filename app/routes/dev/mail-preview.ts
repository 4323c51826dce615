import type { Route } from './+types/mail-preview'
import { isLocale } from '#app/i18n/config.ts'
import { getStoreSettings } from '#app/modules/store/settings.server.ts'
import { mailPreviewOpen } from '#app/utils/env.server.ts'
import { renderMail } from '#app/utils/mail-layout.server.ts'
import { composeMailSample, mailSampleKinds, type MailSampleKind } from './mail-samples.server.ts'

const headers = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' }

/**
 * GET /dev/mail-preview[/:kind][?lng=en][&part=text]: every kind of e-mail the shop sends, as the
 * recipient's mail client gets it (the HTML part, or the plain-text twin), composed from sample data
 * by the shop's own functions. For review and the browser tests; not part of the shop, so a build
 * answers 404 unless started with MAIL_PREVIEW=1, which a real shop's database refuses
 * (env.server.ts, `mailPreviewOpen`); the dev server (`npm run dev`) always shows it.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  if (!import.meta.env.DEV && !mailPreviewOpen()) throw new Response('Not Found', { status: 404 })
  const url = new URL(request.url)
  const lng = url.searchParams.get('lng') ?? 'es'
  const locale = isLocale(lng) ? lng : 'es'
  if (!params.kind) {
    const links = mailSampleKinds.map(
      (kind) =>
        `<li>${kind}: <a href="/dev/mail-preview/${kind}">es</a> · <a href="/dev/mail-preview/${kind}?lng=en">en</a> · <a href="/dev/mail-preview/${kind}?part=text">text</a></li>`,
    )
    const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>E-mails</title></head><body><main><h1>E-mails</h1><ul>${links.join('')}</ul></main></body></html>`
    return new Response(page, { headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8' } })
  }
  if (!(mailSampleKinds as readonly string[]).includes(params.kind)) throw new Response('Not Found', { status: 404 })
  const mail = await renderMail(composeMailSample(params.kind as MailSampleKind, await getStoreSettings(), locale))
  if (url.searchParams.get('part') === 'text') {
    return new Response(`Subject: ${mail.subject}\n\n${mail.text}`, { headers: { ...headers, 'Content-Type': 'text/plain; charset=utf-8' } })
  }
  return new Response(mail.html, { headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8', 'X-Mail-Subject': encodeURIComponent(mail.subject) } })
}
