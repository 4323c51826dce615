import type { TFunction } from 'i18next'
import type { Locale } from '#app/i18n/config.ts'
import { dateTimeFormat } from '#app/i18n/intl.ts'
import { formatMoney } from '#app/modules/money/money.ts'
import { mailTranslator } from '#app/utils/mail-layout.server.ts'
import { PAGE, pdfText, renderPdf } from '#app/utils/pdf.server.ts'
import type { InvoiceLine } from '#db/schema/invoices.ts'
import type { LocalizedText } from '#db/schema/types.ts'
import type { InvoiceRow } from './invoices.server.ts'

/*
 * An invoice as PDF (A4, pdfkit like the workshop's papers), drawn only from the invoice's snapshot:
 * what it said when it was issued, whatever changed since. What Spanish rules ask an invoice to state
 * (RD 1619/2012, arts. 6 and 7): number and series, date, the issuer's name, tax id and address, on a
 * full invoice her name, tax id and address, each line with its base, IVA rate and amount, the IVA
 * per rate and the totals; a rectifying invoice names the invoice it corrects and why.
 */

const INK = '#2b2622'
const MUTED = '#6f665e'
const LINE = '#ddd3c6'
const CREAM = '#f7f2ea'

const pick = (text: LocalizedText | undefined, locale: Locale) => (text ? (locale === 'en' ? (text.en ?? text.es) : text.es) : '')

export function describeLine(t: TFunction, line: InvoiceLine, locale: Locale): string {
  switch (line.kind) {
    case 'garment':
      return line.detail
        ? t('invoices.pdf.garment', { name: pick(line.name, locale), fabric: pick(line.detail, locale) })
        : t('invoices.pdf.garmentNoFabric', { name: pick(line.name, locale) })
    case 'urgent':
      return t('invoices.pdf.urgent')
    case 'shipping':
      return t(`invoices.pdf.shipping.${line.method ?? 'standard'}`)
    case 'giftCard':
      return t('invoices.pdf.giftCard', { name: pick(line.name, locale) })
    case 'partialRefund':
      return t('invoices.pdf.partialRefund')
  }
}

export async function renderInvoicePdf(invoice: InvoiceRow, locale: Locale): Promise<Buffer> {
  const t = mailTranslator(locale)
  const s = invoice.snapshot
  const money = (cents: number) => pdfText(formatMoney(cents, locale))
  const day = (iso: string | Date) => dateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Madrid' }).format(new Date(iso))
  const title = t(`invoices.kinds.${invoice.kind}`)
  return renderPdf(
    async (doc) => {
      doc.addPage()
      const { margin } = PAGE
      const width = PAGE.width - margin * 2
      const text = (value: string, x: number, y: number, options: PDFKit.Mixins.TextOptions & { size?: number; bold?: boolean; color?: string } = {}) => {
        const { size = 10, bold = false, color = INK, ...rest } = options
        doc
          .font(bold ? 'Helvetica-Bold' : 'Helvetica')
          .fontSize(size)
          .fillColor(color)
          .text(pdfText(value), x, y, rest)
        return doc.y
      }
      const label = (value: string, x: number, y: number, w: number, align: 'left' | 'right' = 'left') =>
        text(value.toUpperCase(), x, y, { size: 7.5, color: MUTED, width: w, align }) + 3

      // The issuer on the left, what this paper is on the right.
      if (s.issuer.tradeName) text(s.issuer.tradeName.toUpperCase(), margin, margin, { size: 9, color: MUTED, width: 200 })
      let y = text(s.issuer.legalName, margin, margin + 18, { size: 12, bold: true, width: 280 })
      y = text(`${t('invoices.pdf.taxId', { taxId: s.issuer.taxId })}\n${s.issuer.address}`, margin, y + 2, { size: 9.5, color: MUTED, width: 280, lineGap: 1.5 })
      const right = margin + 220
      text(title.toUpperCase(), right, margin, { size: 9, color: MUTED, width: width - 220, align: 'right' })
      text(invoice.number, right, margin + 16, { size: 22, bold: true, width: width - 220, align: 'right' })
      const meta = [`${t('invoices.pdf.date')}: ${day(invoice.issuedAt)}`, `${t('invoices.pdf.order')}: ${s.orderNumber}`]
      text(meta.join('\n'), right, margin + 46, { size: 9.5, color: MUTED, width: width - 220, align: 'right', lineGap: 1.5 })
      y = Math.max(y, doc.y) + 18

      // Her: name always; tax id (when she gave one) and address on a full invoice and on what rectifies one.
      const full = invoice.kind === 'full' || s.rectifies?.kind === 'full' || s.customer.taxId !== null
      const customerLines = [s.customer.name, ...(s.customer.taxId ? [t('invoices.pdf.taxId', { taxId: s.customer.taxId })] : []), ...(full ? s.customer.address : [])].filter(
        Boolean,
      )
      // A deleted account's simplified invoice names no one (invoices.server.ts, anonymiseInvoicesOf).
      if (!customerLines.length) customerLines.push('—')
      doc
        .save()
        .roundedRect(margin, y, width, 26 + customerLines.length * 13.5, 6)
        .fill(CREAM)
        .restore()
      const inBox = label(t('invoices.pdf.customer'), margin + 14, y + 10, width - 28)
      text(customerLines.join('\n'), margin + 14, inBox, { size: 10, width: width - 28, lineGap: 1.5 })
      y += 26 + customerLines.length * 13.5 + 14
      if (s.rectifies) y = text(t('invoices.pdf.rectifies', { number: s.rectifies.number, date: day(s.rectifies.issuedAt) }), margin, y, { size: 9.5, width }) + 10
      if (s.replaces) {
        const key = s.replaces.kind === 'full' ? 'invoices.pdf.replacesFull' : 'invoices.pdf.replaces'
        y = text(t(key, { number: s.replaces.number, date: day(s.replaces.issuedAt) }), margin, y, { size: 9.5, width }) + 10
      }

      // The lines.
      const cols = [
        { key: 'concept', x: margin, w: 215, align: 'left' as const },
        { key: 'base', x: margin + 215, w: 80, align: 'right' as const },
        { key: 'rate', x: margin + 295, w: 45, align: 'right' as const },
        { key: 'vat', x: margin + 340, w: 75, align: 'right' as const },
        { key: 'amount', x: margin + 415, w: width - 415, align: 'right' as const },
      ]
      for (const c of cols) label(t(`invoices.pdf.${c.key}`), c.x, y, c.w, c.align)
      y += 14
      const rule = (at: number) =>
        doc
          .moveTo(margin, at)
          .lineTo(margin + width, at)
          .lineWidth(0.6)
          .strokeColor(LINE)
          .stroke()
      rule(y)
      for (const line of s.lines) {
        y += 8
        const cells = [
          describeLine(t, line, locale),
          money(line.baseCents),
          line.notSubject ? t('invoices.pdf.notSubject') : `${line.vatRate} %`,
          money(line.vatCents),
          money(line.totalCents),
        ]
        let bottom = y
        cells.forEach((cell, i) => {
          bottom = Math.max(bottom, text(cell, cols[i]!.x, y, { size: 10, width: cols[i]!.w - (i === 0 ? 10 : 0), align: cols[i]!.align }))
        })
        y = bottom + 8
        rule(y)
      }
      y += 14

      // IVA per rate on the left, totals on the right.
      const breakdown = s.vat.map((g) =>
        g.notSubject
          ? t('invoices.pdf.notSubjectLine', { base: money(g.baseCents) })
          : t('invoices.pdf.vatLine', { rate: g.rate, base: money(g.baseCents), vat: money(g.vatCents) }),
      )
      const notes = [...breakdown, t('invoices.pdf.vatIncluded'), ...(s.vat.some((g) => g.notSubject) ? [t('invoices.pdf.notSubjectNote')] : [])]
      const notesEnd = text(notes.join('\n'), margin, y, { size: 9, color: MUTED, width: 250, lineGap: 2 })
      const totals: [string, number, boolean][] = [
        [t('invoices.pdf.totalBase'), s.totals.baseCents, false],
        [t('invoices.pdf.totalVat'), s.totals.vatCents, false],
        [t('invoices.pdf.total'), s.totals.totalCents, true],
      ]
      if (s.paid.giftCardCents > 0) {
        totals.push([t('invoices.pdf.paidGiftCard'), s.paid.giftCardCents, false], [t('invoices.pdf.paidOther'), s.paid.otherCents, false])
      }
      let ty = y
      for (const [name, cents, strong] of totals) {
        if (strong) {
          doc
            .moveTo(margin + 290, ty - 4)
            .lineTo(margin + width, ty - 4)
            .lineWidth(0.8)
            .strokeColor(INK)
            .stroke()
        }
        text(name, margin + 290, ty, { size: strong ? 12 : 10, bold: strong, width: 130 })
        ty = text(money(cents), margin + 420, ty, { size: strong ? 12 : 10, bold: strong, width: width - 420, align: 'right' }) + 6
      }

      // Who issued it, in law, at the foot of the page.
      const foot = t('invoices.pdf.registry', { legalName: s.issuer.legalName, taxId: s.issuer.taxId, registry: s.issuer.registry })
      text(foot, margin, Math.max(notesEnd, ty) + 40 > PAGE.height - margin - 30 ? Math.max(notesEnd, ty) + 20 : PAGE.height - margin - 24, {
        size: 7.5,
        color: MUTED,
        width,
        align: 'center',
      })
    },
    { title: `${title} ${invoice.number}` },
  )
}
