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
 * A label and its value: a row of the totals, of the transfer's details, of the order's facts.
 * `whole`: a value she copies as it is (an IBAN, a transfer's reference), never broken across lines.
 */
export type MailRow = { label: string; value: string; whole?: boolean }

/** One line of an order: its drawing, name, price and choices ("Manga: Larga · Puño: Clásico de botón"). */
export type MailItem = { title: string; lines: string[]; price: string; imageUrl?: string; imageAlt?: string }

/**
 * The shop's one e-mail layout (docs/architecture.md, "Mail"): the wordmark, a heading, paragraphs,
 * and the blocks a message may carry, always in this order — a highlighted notice, the transfer's
 * details to copy, a gift code as a card, the order's items, its totals, its facts (delivery, address),
 * more paragraphs, a button, a sign-off — then the footer with the contact lines and the shop's legal
 * identity. Every message gets an HTML part and a plain-text twin with the same words and links.
 */
export type MailContent = {
  /** `lang` of the HTML part and the language of the layout's own words. */
  lang: string
  storeName: string
  subject: string
  /** Shown by mail clients next to the subject; hidden in the body. */
  preheader?: string
  heading: string
  paragraphs: string[]
  /** A highlighted line under the paragraphs (a deadline, what happened to the fabrics). */
  notice?: string
  /** Bank-transfer details as a block she can copy from, value by value. */
  payment?: { title: string; rows: MailRow[]; note?: string }
  /** A gift card's code as a card of its own. */
  giftCode?: { label: string; code: string; amount?: string; note?: string }
  /** An order's lines, each with its drawing (an absolute PNG address: mail clients show no SVG). */
  items?: MailItem[]
  /** The totals table; the row with `total: true` stands out, `note` rows (IVA included) are small. */
  totals?: (MailRow & { total?: boolean; note?: boolean })[]
  /** The order's facts as labelled rows: delivery, address, payment method. */
  facts?: MailRow[]
  /** Paragraphs after the blocks. */
  afterItems?: string[]
  button?: { label: string; url: string }
  /** A quieter link beside the button (her order, when the button follows the parcel). */
  secondaryLink?: { label: string; url: string }
  /** Small print under the button, e.g. "if the button does not work, open this link". */
  fallbackLinkText?: string
  /** Lines after the button (next steps, a sign-off). */
  closing?: string[]
  /** Footer lines: contact, why you get this mail. */
  footer: string[]
  /** The shop's legal identity (name, tax id, registered address): the store settings' `legal`. */
  legal?: string[]
  /** Newsletter mail: the footer link and the List-Unsubscribe headers (RFC 2369, RFC 8058). */
  unsubscribe?: { url: string; label: string }
}

function rowsText(rows: MailRow[]): string[] {
  return rows.map((row) => `${row.label}: ${row.value}`)
}

/** The plain-text twin: the same words, blocks as labelled lines, links written out. */
export function renderMailText(content: MailContent): string {
  const { button, unsubscribe, payment, giftCode } = content
  const block = (lines: string[]) => (lines.length > 0 ? [...lines, ''] : [])
  return [
    content.storeName.toUpperCase(),
    '',
    content.heading,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.notice ? [content.notice, ''] : []),
    ...(payment ? block([payment.title.toUpperCase(), ...rowsText(payment.rows), ...(payment.note ? [payment.note] : [])]) : []),
    ...(giftCode ? block([`${giftCode.label}: ${giftCode.code}`, ...(giftCode.amount ? [giftCode.amount] : []), ...(giftCode.note ? [giftCode.note] : [])]) : []),
    ...(content.items ?? []).flatMap((item) => [`· ${item.title} — ${item.price}`, ...item.lines.map((line) => `  ${line}`), '']),
    ...block(rowsText(content.totals ?? [])),
    ...block(rowsText(content.facts ?? [])),
    ...(content.afterItems ?? []).flatMap((p) => [p, '']),
    ...(button ? [`${button.label}: ${button.url}`, ''] : []),
    ...(content.secondaryLink ? [`${content.secondaryLink.label}: ${content.secondaryLink.url}`, ''] : []),
    ...(content.closing ?? []).flatMap((p) => [p, '']),
    '—',
    ...content.footer,
    ...(content.legal ?? []),
    ...(unsubscribe ? ['', `${unsubscribe.label}: ${unsubscribe.url}`] : []),
    '',
  ].join('\n')
}

/**
 * The message's HTML (React Email, mail-template.server.tsx) and its plain-text twin, with the
 * List-Unsubscribe headers for newsletter mail.
 */
export async function renderMail(content: MailContent): Promise<Omit<Mail, 'to'>> {
  const { unsubscribe } = content
  const t = mailTranslator(content.lang === 'en' ? 'en' : 'es')
  const words = { tagline: t('common.mail.tagline'), copyHint: t('common.mail.copyHint') }
  const html = await render(createElement(MailTemplate, { content, words }))
  const headers: Record<string, string> = {}
  if (unsubscribe) {
    headers['List-Unsubscribe'] = `<${unsubscribe.url}>`
    headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click'
  }
  return { subject: content.subject, html, text: renderMailText(content), headers }
}
