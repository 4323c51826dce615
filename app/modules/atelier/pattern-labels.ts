// A pattern piece's name and how many to cut, in the reader's words (the `atelier` translations):
// the files, the production sheet and the admin's order page say them alike.
/** The shop's translators (app/i18n/translator.ts) and i18next's both fit. */
type Translate = (key: string, options?: Record<string, unknown>) => string

const KNOWN_PIECES = new Set([
  'front',
  'back',
  'waistband',
  'sleeve',
  'collar',
  'collarStand',
  'cuff',
  'frontRight',
  'frontLeft',
  'yoke',
  'buttonPlacket',
  'buttonholePlacket',
  'sleevePlacketOverlap',
  'sleevePlacketUnderlap',
])

export function pieceTitle(t: Translate, name: string): string {
  return KNOWN_PIECES.has(name) ? t(`atelier.pieces.${name}`) : t('atelier.pieces.other', { name })
}

export function pieceCutText(t: Translate, piece: { cut: number; onFold: boolean; interfacing: number }): string {
  return [
    t('atelier.cut.count', { count: piece.cut }),
    piece.onFold ? t('atelier.cut.onFold') : null,
    piece.interfacing ? t('atelier.cut.interfacing', { count: piece.interfacing }) : null,
  ]
    .filter(Boolean)
    .join(' · ')
}
