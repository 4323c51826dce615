import type { TFunction } from 'i18next'
import type { Locale } from '#app/i18n/config.ts'
import { createI18n } from '#app/i18n/i18n.ts'
import { translations } from '#app/i18n/resources.server.ts'
import { appUrl } from './env.server.ts'
import { escapeHtml, type Mail } from './mail.server.ts'

/**
 * The origin every link in an e-mail points at: APP_URL, or the documented http://HOST:PORT default
 * (env.server.ts). Never the request's Host or X-Forwarded-Host: whoever sends the request chooses
 * those, and a forged one would carry a valid token to another site (issue 14, item 4).
 */
export function mailLinkOrigin(): string {
  return new URL(appUrl()).origin
}

/** A translator for text written outside React (e-mails), in the recipient's language. */
export function mailTranslator(locale: Locale): TFunction {
  return createI18n(locale, translations[locale]).t
}

/**
 * The shop's one e-mail layout: the store name as a header, a heading, paragraphs, an optional
 * button, and a footer with the contact lines and (for newsletter mail) the unsubscribe link. Every
 * message gets an HTML part and a plain-text twin with the same words and links.
 */
export type MailContent = {
  /** `lang` of the HTML part. */
  lang: string
  storeName: string
  subject: string
  /** Shown by mail clients next to the subject; hidden in the body. */
  preheader?: string
  heading: string
  paragraphs: string[]
  button?: { label: string; url: string }
  /** Small print under the button, e.g. "if the button does not work, open this link". */
  fallbackLinkText?: string
  /** Lines after the button (next steps, a sign-off). */
  closing?: string[]
  /** Footer lines: contact, why you get this mail. */
  footer: string[]
  /** Newsletter mail: the footer link and the List-Unsubscribe headers (RFC 2369, RFC 8058). */
  unsubscribe?: { url: string; label: string }
}

const colors = {
  paper: '#f7f2ea',
  card: '#fffdf9',
  ink: '#1f1a17',
  inkSoft: '#4a413a',
  muted: '#6b5f55',
  line: '#d9ccb9',
  clay: '#9c4f37',
}
const serif = "'Cormorant Garamond', Georgia, 'Times New Roman', serif"
const sans = "'Jost', 'Helvetica Neue', Helvetica, Arial, sans-serif"

/** Escaped text with its line breaks kept. */
function html(text: string): string {
  return escapeHtml(text).replace(/\r?\n/g, '<br>')
}

function paragraph(text: string, style = `margin:0 0 16px;font:16px/1.6 ${sans};color:${colors.inkSoft};`): string {
  return `<p style="${style}">${html(text)}</p>`
}

export function renderMail(content: MailContent): Omit<Mail, 'to'> {
  const { button, unsubscribe } = content
  const buttonHtml = button
    ? `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;"><tr><td style="border-radius:999px;background:${colors.clay};">` +
      `<a href="${escapeHtml(button.url)}" style="display:inline-block;padding:14px 30px;border-radius:999px;font:500 16px/1 ${sans};color:#ffffff;text-decoration:none;">${html(button.label)}</a>` +
      `</td></tr></table>` +
      (content.fallbackLinkText
        ? paragraph(content.fallbackLinkText, `margin:0 0 6px;font:13px/1.5 ${sans};color:${colors.muted};`) +
          `<p style="margin:0 0 24px;font:13px/1.5 ${sans};word-break:break-all;"><a href="${escapeHtml(button.url)}" style="color:${colors.clay};">${escapeHtml(button.url)}</a></p>`
        : '')
    : ''
  const footerHtml =
    content.footer.map((line) => paragraph(line, `margin:0 0 8px;font:13px/1.6 ${sans};color:${colors.muted};`)).join('') +
    (unsubscribe
      ? `<p style="margin:12px 0 0;font:13px/1.6 ${sans};"><a href="${escapeHtml(unsubscribe.url)}" style="color:${colors.muted};text-decoration:underline;">${html(unsubscribe.label)}</a></p>`
      : '')

  const body = `<!doctype html>
<html lang="${escapeHtml(content.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(content.subject)}</title>
</head>
<body style="margin:0;padding:0;background:${colors.paper};">
${content.preheader ? `<div style="display:none;max-height:0;overflow:hidden;opacity:0;">${escapeHtml(content.preheader)}</div>` : ''}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:${colors.paper};">
<tr><td align="center" style="padding:40px 16px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;">
<tr><td align="center" style="padding:0 0 28px;font:500 34px/1 ${serif};letter-spacing:0.02em;color:${colors.ink};">${escapeHtml(content.storeName)}</td></tr>
<tr><td style="background:${colors.card};border:1px solid ${colors.line};border-radius:18px;padding:40px 36px 28px;">
<h1 style="margin:0 0 20px;font:500 30px/1.15 ${serif};color:${colors.ink};">${html(content.heading)}</h1>
${content.paragraphs.map((p) => paragraph(p)).join('\n')}
${buttonHtml}
${(content.closing ?? []).map((p) => paragraph(p)).join('\n')}
</td></tr>
<tr><td style="padding:28px 12px 0;text-align:center;">
${footerHtml}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`

  const text = [
    content.storeName.toUpperCase(),
    '',
    content.heading,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(button ? [`${button.label}: ${button.url}`, ''] : []),
    ...(content.closing ?? []).flatMap((p) => [p, '']),
    '—',
    ...content.footer,
    ...(unsubscribe ? ['', `${unsubscribe.label}: ${unsubscribe.url}`] : []),
    '',
  ].join('\n')

  const headers: Record<string, string> = {}
  if (unsubscribe) {
    headers['List-Unsubscribe'] = `<${unsubscribe.url}>`
    headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click'
  }
  return { subject: content.subject, html: body, text, headers }
}
