import QRCode from 'qrcode'
import type { TFunction } from 'i18next'
import type { Locale } from '#app/i18n/config.ts'
import { dateTimeFormat } from '#app/i18n/intl.ts'
import { formatMoney } from '#app/modules/money/money.ts'
import type { AdminOrderView } from '#app/modules/orders/admin-order-view.ts'
import { mailTranslator } from '#app/utils/mail-layout.server.ts'
import { pdfText, renderPdf } from '#app/utils/pdf.server.ts'

/*
 * The workshop's printed papers for an order (issue 17, item 6), as PDF: the production sheet — one
 * A4 page per garment with its drawing, fabric, parts and every measurement, and the order number as
 * a QR code — and the packing slip that goes in the parcel. pdfkit with its built-in Helvetica (no
 * font files to ship); the QR code is drawn as vector squares from the `qrcode` matrix, so it prints
 * sharp at any size.
 *
 * The page's frame (header with the QR code, labels) is here with the packing slip; the production
 * sheet's garment pages are in order-production-sheet.server.ts.
 */

export type OrderDocument = 'production-sheet' | 'packing-slip'

export const INK = '#2b2622'
export const MUTED = '#6f665e'
const LINE = '#ddd3c6'
export const CREAM = '#f7f2ea'
export const PAGE = { width: 595.28, height: 841.89, margin: 48 }

function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number) {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' })
  const n = qr.modules.size
  const quiet = 2
  const cell = size / (n + quiet * 2)
  doc.save().rect(x, y, size, size).fill('#ffffff')
  doc.fillColor('#000000')
  for (let row = 0; row < n; row++)
    for (let col = 0; col < n; col++) if (qr.modules.get(row, col)) doc.rect(x + (col + quiet) * cell, y + (row + quiet) * cell, cell + 0.05, cell + 0.05)
  doc.fill().restore()
}

export function header(doc: PDFKit.PDFDocument, t: TFunction, order: AdminOrderView, title: string, subtitle: string) {
  const { margin } = PAGE
  doc
    .fillColor(MUTED)
    .font('Helvetica')
    .fontSize(9)
    .text(pdfText(`GEMELA · ${title}`.toUpperCase()), margin, margin, { characterSpacing: 1.2 })
  doc
    .fillColor(INK)
    .font('Helvetica-Bold')
    .fontSize(24)
    .text(order.number, margin, margin + 18)
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(MUTED)
    .text(pdfText(subtitle), margin, margin + 50, { width: 360 })
  drawQr(doc, order.number, PAGE.width - margin - 84, margin - 6, 84)
  doc
    .fontSize(7)
    .fillColor(MUTED)
    .text(pdfText(t('adminOrders.pdf.qr')), PAGE.width - margin - 84, margin + 80, { width: 84, align: 'center' })
  doc
    .moveTo(margin, margin + 98)
    .lineTo(PAGE.width - margin, margin + 98)
    .lineWidth(0.7)
    .strokeColor(LINE)
    .stroke()
}

export function label(doc: PDFKit.PDFDocument, text: string, x: number, y: number, width: number) {
  doc.font('Helvetica').fontSize(8).fillColor(MUTED).text(pdfText(text.toUpperCase()), x, y, { width, characterSpacing: 0.8 })
  return doc.y + 2
}

/** What goes in the parcel: where to, what is in it, the gift's dedication; prices only when it is not a gift. */
export async function renderPackingSlip(order: AdminOrderView, locale: Locale): Promise<Buffer> {
  const t = mailTranslator(locale)
  return renderPdf(
    async (doc) => {
      doc.addPage()
      const placed = dateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Madrid' }).format(new Date(order.placedAt))
      header(doc, t, order, t('adminOrders.pdf.slipTitle'), t('adminOrders.pdf.placed', { date: placed }))
      const { margin } = PAGE
      const width = PAGE.width - margin * 2
      let y = label(doc, order.shippingMethod === 'pickup' ? t('adminOrders.order.pickup') : t('adminOrders.order.shipTo'), margin, margin + 116, 260)
      const address = order.address
      const lines = [
        order.contact.fullName,
        ...(address ? [address.street, `${address.postalCode} ${address.city}`, `${address.province}, ${address.country}`] : []),
        order.contact.phone,
      ]
      doc
        .font('Helvetica')
        .fontSize(12)
        .fillColor(INK)
        .text(pdfText(lines.join('\n')), margin, y, { width: 260, lineGap: 2 })
      const afterAddress = doc.y
      y = label(doc, t('adminOrders.order.shipping'), margin + 290, margin + 116, width - 290)
      doc
        .font('Helvetica')
        .fontSize(12)
        .fillColor(INK)
        .text(pdfText(t(`checkout.shipping.${order.shippingMethod}`)), margin + 290, y, { width: width - 290 })
      y = Math.max(afterAddress, doc.y) + 24
      y = label(doc, t('adminOrders.pdf.contents'), margin, y, width)
      for (const item of order.items) {
        doc
          .moveTo(margin, y)
          .lineTo(margin + width, y)
          .lineWidth(0.5)
          .strokeColor(LINE)
          .stroke()
        y += 8
        const name =
          item.kind === 'garment' ? item.productName : t('adminOrders.order.giftCardFor', { name: item.giftCard?.recipientName ?? '', email: item.giftCard?.recipientEmail ?? '' })
        doc
          .font('Helvetica-Bold')
          .fontSize(12)
          .fillColor(INK)
          .text(pdfText(`${item.position}. ${name}`), margin, y, { width: width - 100 })
        if (!order.isGift)
          doc
            .font('Helvetica')
            .fontSize(11)
            .text(pdfText(formatMoney(item.totalCents, locale)), margin + width - 100, y, { width: 100, align: 'right' })
        if (item.kind === 'garment') {
          const size = item.size
          const sizeText = !size
            ? '—'
            : size.type === 'standard'
              ? t('adminOrders.order.standardSize', { size: size.size })
              : t('adminOrders.order.customSize', { name: size.profileName })
          const parts = item.partTypes.map((type) => item.parts[type]?.name).filter(Boolean)
          doc
            .font('Helvetica')
            .fontSize(10)
            .fillColor(MUTED)
            .text(pdfText([item.fabric?.name, ...parts, sizeText].filter(Boolean).join(' · ')), margin + 14, doc.y + 2, { width: width - 114 })
        }
        y = doc.y + 10
      }
      doc
        .moveTo(margin, y)
        .lineTo(margin + width, y)
        .lineWidth(0.5)
        .strokeColor(LINE)
        .stroke()
      if (!order.isGift) {
        // The lines add up to the total, as on the order page: the garments, shipping, urgent production, a gift card spent.
        const { subtotalCents, shippingCents, urgentCents, giftCardCents, totalCents } = order.totals
        const sums: [string, string][] = [
          [t('adminOrders.order.subtotal'), formatMoney(subtotalCents, locale)],
          [t('adminOrders.order.shippingCost'), formatMoney(shippingCents, locale)],
          ...(urgentCents > 0 ? [[t('adminOrders.order.urgentCost'), formatMoney(urgentCents, locale)] as [string, string]] : []),
          ...(giftCardCents > 0 ? [[t('adminOrders.order.giftCard'), `-${formatMoney(giftCardCents, locale)}`] as [string, string]] : []),
        ]
        y += 10
        for (const [name, amount] of sums) {
          doc
            .font('Helvetica')
            .fontSize(11)
            .fillColor(INK)
            .text(pdfText(`${name}: ${amount}`), margin, y, { width, align: 'right' })
          y = doc.y + 3
        }
        doc
          .font('Helvetica-Bold')
          .fontSize(12)
          .fillColor(INK)
          .text(pdfText(`${t('adminOrders.order.total')}: ${formatMoney(totalCents, locale)}`), margin, y + 3, { width, align: 'right' })
        y = doc.y + 4
      }
      if (order.isGift) {
        y = label(doc, t('adminOrders.pdf.giftNote'), margin, y + 24, width)
        if (order.dedication) {
          // The box grows with the words (up to 300 characters: several lines), measured in the face that writes them.
          const words = pdfText(`«${order.dedication}»`)
          doc.font('Helvetica-Oblique').fontSize(13)
          const height = doc.heightOfString(words, { width: width - 32 }) + 28
          doc.save().roundedRect(margin, y, width, height, 8).fill(CREAM).restore()
          doc
            .font('Helvetica-Oblique')
            .fontSize(13)
            .fillColor(INK)
            .text(words, margin + 16, y + 14, { width: width - 32 })
        }
      }
      doc
        .font('Helvetica')
        .fontSize(9)
        .fillColor(MUTED)
        .text(pdfText(t('adminOrders.pdf.thanks')), margin, PAGE.height - margin - 24, { width, align: 'center', lineBreak: false })
    },
    { title: `${t('adminOrders.pdf.slipTitle')} ${order.number}` },
  )
}
