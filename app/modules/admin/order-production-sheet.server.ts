import type { TFunction } from 'i18next'
import type { Locale } from '#app/i18n/config.ts'
import { dateTimeFormat } from '#app/i18n/intl.ts'
import { renderGarmentPng } from '#app/modules/artwork/drawing-images.server.tsx'
import type { GarmentDesign } from '#app/modules/artwork/garment-design.ts'
import type { AdminGarment, AdminOrderView } from '#app/modules/orders/admin-order-view.ts'
import { mailTranslator } from '#app/utils/mail-layout.server.ts'
import { pdfText, renderPdf } from '#app/utils/pdf.server.ts'
import { CREAM, header, INK, label, MUTED, PAGE } from './order-documents.server.ts'
import { loadPatternSheets, patternPage } from './order-pattern-sheet.server.ts'

const URGENT = '#9b1c1c'

/** The workshop's production sheet (order-documents.server.ts): for each garment an A4 page with its drawing and every figure the cutter needs, then its pattern's page (order-pattern-sheet.server.ts). */

function designOf(item: AdminGarment): GarmentDesign {
  return {
    kind: item.garmentKind as GarmentDesign['kind'],
    fabric: item.fabric ? { pattern: item.fabric.pattern as NonNullable<GarmentDesign['fabric']>['pattern'], name: item.fabric.name } : null,
    parts: Object.fromEntries(Object.entries(item.parts).map(([type, part]) => [type, part.slug])),
  }
}

function formatCm(cm: number, locale: Locale) {
  const text = Number.isInteger(cm) ? String(cm) : cm.toFixed(1)
  return `${locale === 'es' ? text.replace('.', ',') : text} cm`
}

async function garmentPage(doc: PDFKit.PDFDocument, t: TFunction, locale: Locale, order: AdminOrderView, item: AdminGarment, index: number, count: number) {
  doc.addPage()
  const placed = dateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Madrid' }).format(new Date(order.placedAt))
  header(
    doc,
    t,
    order,
    t('adminOrders.pdf.sheetTitle'),
    `${t('adminOrders.pdf.garmentOf', { index, count })} · ${t('adminOrders.pdf.placed', { date: placed })} · ${order.contact.fullName}`,
  )
  const { margin } = PAGE
  if (order.production.urgent) {
    // Urgent production (docs/product.md#delivery): the workshop sees it first, with the day it is due.
    const due = order.production.dueAt
      ? t('adminOrders.pdf.urgent', {
          date: dateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'Europe/Madrid' }).format(new Date(order.production.dueAt)),
        })
      : t('adminOrders.pdf.urgentUnpaid', { days: order.production.maxDays })
    doc
      .font('Helvetica-Bold')
      .fontSize(11)
      .fillColor(URGENT)
      .text(pdfText(due), margin, margin + 78, { width: 380 })
  }
  const top = margin + 116
  const leftWidth = 190
  // The drawing, on the shop's cream, then what it is made of.
  const png = await renderGarmentPng(designOf(item), 480)
  doc
    .save()
    .roundedRect(margin, top, leftWidth, leftWidth * 1.25, 8)
    .fill(CREAM)
    .restore()
  doc.image(png, margin, top, { width: leftWidth, height: leftWidth * 1.25 })
  let y = top + leftWidth * 1.25 + 16
  doc.font('Helvetica-Bold').fontSize(15).fillColor(INK).text(pdfText(item.productName), margin, y, { width: leftWidth })
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(MUTED)
    .text(pdfText(item.categoryName), margin, doc.y + 1, { width: leftWidth })
  y = doc.y + 12
  y = label(doc, t('adminOrders.order.fabric'), margin, y, leftWidth)
  doc
    .font('Helvetica')
    .fontSize(11)
    .fillColor(INK)
    .text(
      pdfText(item.fabric ? `${item.fabric.name} · ${t('adminOrders.order.metres', { metres: String(item.fabricMetres).replace('.', locale === 'es' ? ',' : '.') })}` : '—'),
      margin,
      y,
      {
        width: leftWidth,
      },
    )
  for (const type of item.partTypes) {
    y = label(doc, t(`basket.item.partNames.${type}`), margin, doc.y + 8, leftWidth)
    doc
      .font('Helvetica')
      .fontSize(11)
      .fillColor(INK)
      .text(pdfText(item.parts[type]?.name ?? '—'), margin, y, { width: leftWidth })
  }

  // The size: every figure the cutter needs.
  const x = margin + leftWidth + 28
  const width = PAGE.width - margin - x
  const size = item.size
  y = label(doc, t('adminOrders.order.size'), x, top, width)
  if (!size) {
    doc.font('Helvetica').fontSize(12).fillColor(INK).text('—', x, y)
  } else if (size.type === 'standard') {
    doc
      .font('Helvetica-Bold')
      .fontSize(20)
      .fillColor(INK)
      .text(pdfText(t('adminOrders.order.standardSize', { size: size.size })), x, y, { width })
    let rowY = doc.y + 10
    const rows: [string, string][] = []
    if (size.table)
      rows.push(
        [t('adminOrders.order.chest'), `${size.table.chest} cm`],
        [t('adminOrders.order.waist'), `${size.table.waist} cm`],
        [t('adminOrders.order.hip'), `${size.table.hip} cm`],
      )
    if (size.neck) rows.push([t('adminOrders.order.neck'), `${size.neck.value} ${size.neck.unit === 'in' ? 'in' : 'cm'}`])
    if (size.inseamCm !== null) rows.push([t('adminOrders.order.inseam'), `${size.inseamCm} cm`])
    for (const [name, value] of rows) {
      doc
        .font('Helvetica')
        .fontSize(11)
        .fillColor(MUTED)
        .text(pdfText(name), x, rowY, { width: width - 110 })
      doc
        .font('Helvetica-Bold')
        .fillColor(INK)
        .text(pdfText(value), x + width - 110, rowY, { width: 110, align: 'right' })
      rowY += 22
    }
  } else {
    doc.font('Helvetica-Bold').fontSize(16).fillColor(INK).text(pdfText(size.profileName), x, y, { width })
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor(MUTED)
      .text(pdfText(t(size.method === 'estimated' ? 'adminOrders.order.estimated' : 'adminOrders.order.measured')), x, doc.y + 2, { width })
    let rowY = doc.y + 10
    for (const [i, value] of size.values.entries()) {
      if (i % 2 === 0)
        doc
          .save()
          .rect(x - 6, rowY - 4, width + 6, 20)
          .fill(CREAM)
          .restore()
      doc
        .font('Helvetica')
        .fontSize(10.5)
        .fillColor(INK)
        .text(pdfText(`${i + 1}. ${t(`sizing.fields.${value.field}`)}`), x, rowY, { width: width - 80, lineBreak: false })
      doc.font('Helvetica-Bold').text(pdfText(value.cm === null ? '—' : formatCm(value.cm, locale)), x + width - 80, rowY, { width: 78, align: 'right', lineBreak: false })
      rowY += 20
    }
    if (size.notes) {
      const noteY = label(doc, t('adminOrders.order.sizeNotes'), x, rowY + 8, width)
      doc.font('Helvetica').fontSize(10).fillColor(INK).text(pdfText(size.notes), x, noteY, { width })
    }
  }
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor(MUTED)
    .text(pdfText(`${order.number} · ${t('adminOrders.pdf.garmentOf', { index, count })}`), margin, PAGE.height - margin - 10, {
      width: PAGE.width - margin * 2,
      align: 'center',
      lineBreak: false,
    })
}

/** Two pages per garment, its figures and its pattern (an order of gift cards only has none: a page says so). */
export async function renderProductionSheet(order: AdminOrderView, locale: Locale): Promise<Buffer> {
  const t = mailTranslator(locale)
  const garments = order.items.filter((i): i is AdminGarment => i.kind === 'garment')
  return renderPdf(
    async (doc) => {
      if (!garments.length) {
        doc.addPage()
        header(doc, t, order, t('adminOrders.pdf.sheetTitle'), t('adminOrders.pdf.noGarments'))
        return
      }
      const patterns = await loadPatternSheets(order)
      for (const [i, item] of garments.entries()) {
        await garmentPage(doc, t, locale, order, item, i + 1, garments.length)
        // Then its pattern: the pieces, their layout on the fabric, the cutter's notes (docs/atelier.md).
        patternPage(doc, t, locale, order, item, patterns.get(item.id), t('adminOrders.pdf.garmentOf', { index: i + 1, count: garments.length }))
      }
    },
    { title: `${t('adminOrders.pdf.sheetTitle')} ${order.number}` },
  )
}
