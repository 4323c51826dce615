// The files the workshop gets for one garment (docs/atelier.md#the-files): the pattern drafted
// again from what the order kept, then drawn as a full-scale SVG (millimetres), an A4 PDF to tile at
// home and an A0 PDF for a copy shop — the same layout in all three, the 10 cm test square first.
// Their words (pieces, how many to cut, the test square, the pages) are in the language asked for.

import type { TFunction } from 'i18next'
import type { Locale } from '#app/i18n/config.ts'
import { pieceCutText, pieceTitle } from '#app/modules/atelier/pattern-labels.ts'
import { draftFromSource, SEAM_ALLOWANCE_MM } from '#app/modules/atelier/drafting.server.ts'
import { extractPieces, layoutPieces, TEST_SQUARE_MM, type PatternLayout, type PatternPiece } from '#app/modules/atelier/pattern-pieces.server.ts'
import type { PatternSource } from '#app/modules/atelier/pattern-source.ts'
import { computeTiles, PAPER, PRINT_MARGIN_MM, renderTiledPdf, type PatternDrawing, type PieceLabel, type TileTexts } from '#app/modules/atelier/pdf-tiles.server.ts'
import { mailTranslator } from '#app/utils/mail-layout.server.ts'
import type { PatternFileKind } from '#app/utils/media.ts'

/** The layouts tried: two, three or four A4 tiles wide (four also fit an A0 sheet's width); the one printing on the fewest A4 pages wins. */
const A4_TILE_WIDTH = PAPER.A4.width - 2 * PRINT_MARGIN_MM
export const LAYOUT_WIDTHS_MM = [2, 3, 4].map((cols) => cols * A4_TILE_WIDTH)

/** What the order page and the production sheet list of each piece. */
export type PieceSummary = { name: string; cut: number; onFold: boolean; interfacing: number; widthMm: number; heightMm: number }

export type PatternFiles = {
  svg: string
  a4: Buffer
  a0: Buffer
  a4Pages: number
  a0Pages: number
  pieces: PieceSummary[]
  /** Drafting and drawing the three files, ms. */
  ms: number
  /** What FreeSewing logged as errors (a draft with errors is not given to the workshop). */
  errors: string[]
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)
const n = (value: number) => String(Math.round(value * 100) / 100)

/** The full-scale SVG: 1 unit = 1 mm, so printed at 100 % the test square measures 10 cm. */
export function renderPatternSvg(drawing: PatternDrawing, texts: TileTexts): string {
  const { layout } = drawing
  const s = TEST_SQUARE_MM
  const sq = layout.square
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" lang="${texts.lang}" width="${layout.width}mm" height="${layout.height}mm" viewBox="0 0 ${layout.width} ${layout.height}" font-family="Helvetica, Arial, sans-serif">`,
    `<title>${escapeXml(texts.title)}</title>`,
    `<rect width="${layout.width}" height="${layout.height}" fill="#ffffff"/>`,
    `<g id="test-square"><rect x="${n(sq.x)}" y="${n(sq.y)}" width="${s}" height="${s}" fill="none" stroke="#2b2622" stroke-width="0.5"/>`,
    `<text x="${n(sq.x + s / 2)}" y="${n(sq.y + s / 2 + 3)}" font-size="9" font-weight="bold" text-anchor="middle" fill="#2b2622">${escapeXml(texts.square[1])}</text>`,
    `<text x="${n(sq.x)}" y="${n(sq.y + s + 8)}" font-size="4.2" fill="#2b2622">${escapeXml(texts.square[0])}</text>`,
    `<text x="${n(sq.x)}" y="${n(sq.y + s + 14)}" font-size="3.4" fill="#8a7f74">${escapeXml(texts.square[2])}</text>`,
    `<text x="${n(sq.x)}" y="${n(sq.y + s + 18.5)}" font-size="3.4" fill="#8a7f74">${escapeXml(texts.square[3])}</text></g>`,
  ]
  const styles = { cut: 'stroke="#2b2622" stroke-width="0.6"', seam: 'stroke="#2b2622" stroke-width="0.25" stroke-dasharray="2 1.5"', mark: 'stroke="#8a7f74" stroke-width="0.25"' }
  for (const [i, piece] of drawing.pieces.entries()) {
    const at = layout.pieces[i]!
    const label = drawing.labels[i]!
    const size = Math.max(3.2, Math.min(8, piece.width / 10))
    out.push(
      `<g class="piece" data-piece="${escapeXml(piece.name)}" transform="translate(${n(at.x + piece.offset.x)} ${n(at.y + piece.offset.y)})" fill="none" stroke-linejoin="round">`,
    )
    for (const line of piece.lines) out.push(`<path d="${line.d}" ${styles[line.kind]}/>`)
    out.push(`</g>`)
    const cx = at.x + piece.width / 2
    const cy = at.y + piece.height / 2
    out.push(`<text x="${n(cx)}" y="${n(cy)}" font-size="${n(size)}" font-weight="bold" text-anchor="middle" fill="#2b2622">${escapeXml(label.title)}</text>`)
    out.push(`<text x="${n(cx)}" y="${n(cy + size * 1.3)}" font-size="${n(size * 0.6)}" text-anchor="middle" fill="#8a7f74">${escapeXml(label.detail)}</text>`)
  }
  out.push('</svg>')
  return out.join('\n')
}

export function buildDrawing(pieces: PatternPiece[], t: TFunction): PatternDrawing {
  const labels: PieceLabel[] = pieces.map((piece) => ({ title: pieceTitle(t, piece.name), detail: pieceCutText(t, piece) }))
  const layouts = LAYOUT_WIDTHS_MM.map((width) => layoutPieces(pieces, width))
  // Fewest sheets: an A0 sheet weighs ten A4 pages (a copy shop's price); then the smaller area.
  const pages = (layout: PatternLayout) => (computeTiles(layout, 'A4').pages + 10 * computeTiles(layout, 'A0').pages) * 1e7 + layout.width * layout.height
  const layout = layouts.reduce((best, next) => (pages(next) < pages(best) ? next : best))
  return { pieces, layout, labels }
}

export function tileTexts(t: TFunction, title: string, lang: Locale): TileTexts {
  return {
    lang,
    title,
    page: (page, pages) => t('atelier.files.page', { page, pages }),
    tile: (row, col) => t('atelier.files.tile', { row, col }),
    // Under the test square, what the cutter must know before cutting: the pieces' outer line already has the seam allowance.
    square: [t('atelier.files.testSquare'), t('atelier.files.testSquareSize'), t('atelier.files.testSquareText'), t('atelier.files.seamAllowance', { mm: SEAM_ALLOWANCE_MM })],
  }
}

type Source = Pick<PatternSource, 'plan' | 'measurements' | 'derived'>

function drawSource(source: Source, locale: Locale, title: string) {
  const t = mailTranslator(locale)
  const drafted = draftFromSource(source)
  const pieces = extractPieces(drafted)
  return { drafted, pieces, drawing: buildDrawing(pieces, t), texts: tileTexts(t, title, locale) }
}

/** Drafts the pattern again from what the order kept and draws its three files, their words in `locale`. */
export async function renderPatternFiles(source: Source, locale: Locale, title: string): Promise<PatternFiles> {
  const started = performance.now()
  const { drafted, pieces, drawing, texts } = drawSource(source, locale, title)
  const svg = renderPatternSvg(drawing, texts)
  const [a4, a0] = await Promise.all([renderTiledPdf(drawing, 'A4', texts), renderTiledPdf(drawing, 'A0', texts)])
  return {
    svg,
    a4: a4.pdf,
    a0: a0.pdf,
    a4Pages: a4.pages,
    a0Pages: a0.pages,
    pieces: pieces.map((p) => ({ name: p.name, cut: p.cut, onFold: p.onFold, interfacing: p.interfacing, widthMm: p.width, heightMm: p.height })),
    ms: performance.now() - started,
    errors: drafted.errors,
  }
}

/** One of the three files drawn again from what the order kept, in `locale`: the same drawing as the kept one, its words translated. */
export async function renderPatternFile(source: Source, locale: Locale, title: string, kind: PatternFileKind): Promise<Buffer> {
  const { drawing, texts } = drawSource(source, locale, title)
  if (kind === 'svg') return Buffer.from(renderPatternSvg(drawing, texts))
  return (await renderTiledPdf(drawing, kind === 'a4' ? 'A4' : 'A0', texts)).pdf
}
