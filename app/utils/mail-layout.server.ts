import type { TFunction } from 'i18next'
import type { Locale } from '#app/i18n/config.ts'
import { createI18n } from '#app/i18n/i18n.ts'
import { translations } from '#app/i18n/resources.server.ts'
import { appUrl } from './env.server.ts'
import { render } from '@react-email/render'
import { createElement } from 'react'
import type { Mail } from './mail.server.ts'
import { MailTemplate } from './mail-template.server.tsx'

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
  /** An order's lines, each with its drawing (an absolute PNG address: mail clients show no SVG). */
  items?: { title: string; lines: string[]; price: string; imageUrl?: string; imageAlt?: string }[]
  /** Paragraphs after the items (totals, address, payment). */
  afterItems?: string[]
  /** Lines after the button (next steps, a sign-off). */
  closing?: string[]
  /** Footer lines: contact, why you get this mail. */
  footer: string[]
  /** Newsletter mail: the footer link and the List-Unsubscribe headers (RFC 2369, RFC 8058). */
  unsubscribe?: { url: string; label: string }
}

/**
 * The message's HTML (React Email, mail-template.server.tsx) and its plain-text twin, with the
 * List-Unsubscribe headers for newsletter mail.
 */
export async function renderMail(content: MailContent): Promise<Omit<Mail, 'to'>> {
  const { button, unsubscribe } = content
  const body = await render(createElement(MailTemplate, { content }))
  const text = [
    content.storeName.toUpperCase(),
    '',
    content.heading,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.items ?? []).flatMap((item) => [`· ${item.title} — ${item.price}`, ...item.lines.map((line) => `  ${line}`), '']),
    ...(content.afterItems ?? []).flatMap((p) => [p, '']),
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
