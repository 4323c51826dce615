/**
 * Uploaded catalogue pictures (a fabric's two, a part's one) as the pages link them: each upload is
 * kept as square WebP files in the sizes the shop shows — a 64 px chip and a 480 px picture, each at
 * 1×, 2× and 3× — under one random key (`/media/uploads/<key>-<width>.webp`), never changed after.
 */
export const uploadedImageWidths = [64, 128, 192, 480, 960, 1440] as const
export type UploadedImageWidth = (typeof uploadedImageWidths)[number]

/** A stored picture's key: 32 hex characters. */
export const uploadKeyPattern = /^[a-f0-9]{32}$/

export function uploadedImageUrl(key: string, width: UploadedImageWidth): string {
  return `/media/uploads/${key}-${width}.webp`
}

/** `src` and `srcSet` for a picture shown `display` CSS pixels wide (64 or 480). */
export function uploadedImageSources(key: string, display: 64 | 480) {
  const [one, two, three] = display === 64 ? ([64, 128, 192] as const) : ([480, 960, 1440] as const)
  return { src: uploadedImageUrl(key, one), srcSet: `${uploadedImageUrl(key, one)} 1x, ${uploadedImageUrl(key, two)} 2x, ${uploadedImageUrl(key, three)} 3x` }
}

/**
 * A product's photographs (docs/product.md#photographs) are portraits in the drawings' 4:5 frame,
 * kept in two formats — AVIF (smallest, where the browser reads it) and WebP — at widths that give
 * a card (about 300 CSS px) and the product page's lead picture (about 600) their 1×, 2× and 3×.
 */
export const photoWidths = [300, 600, 900, 1200, 1800] as const
export type PhotoWidth = (typeof photoWidths)[number]
export const photoFormats = ['avif', 'webp'] as const
export type PhotoFormat = (typeof photoFormats)[number]
/** Height over width of a stored photograph (4:5, garmentAspect). */
export const photoHeight = (width: number) => Math.round((width * 5) / 4)

export function photoUrl(key: string, width: PhotoWidth, format: PhotoFormat): string {
  return `/media/uploads/${key}-${width}.${format}`
}

/** `srcSet` of one format, every width (the browser picks by `sizes` and the screen's density). */
export function photoSrcSet(key: string, format: PhotoFormat): string {
  return photoWidths.map((width) => `${photoUrl(key, width, format)} ${width}w`).join(', ')
}

/** `<key>-<width>.<webp|avif>` → its parts, or null for any other name (a picture's widths in WebP, a photograph's in both). */
export function parseUploadedFileName(name: string): { key: string; width: number; format: PhotoFormat } | null {
  const match = /^([a-f0-9]{32})-(\d{2,4})\.(webp|avif)$/.exec(name)
  if (!match) return null
  const width = Number(match[2])
  const format = match[3] as PhotoFormat
  const known = photoWidths.includes(width as PhotoWidth) || (format === 'webp' && uploadedImageWidths.includes(width as UploadedImageWidth))
  return known ? { key: match[1]!, width, format } : null
}

/** The largest upload accepted (10 MB), and the pixels a picture may have at most (decompression bombs). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024
export const MAX_UPLOAD_PIXELS = 50_000_000

/** The one address that takes pictures, and the body it may send: the 10 MB file and the form around it. */
export const UPLOAD_PATH = '/admin/catalogue/images'
export const UPLOAD_BODY_BYTES = MAX_UPLOAD_BYTES + 64 * 1024

/**
 * A garment's pattern files (docs/atelier.md#the-files), kept beside the pictures under a random key
 * of their own: `<key>-pattern.svg`, `<key>-a4.pdf`, `<key>-a0.pdf`. Never served as uploads: only
 * the admin's pattern route reads them.
 */
export const patternFileKinds = { svg: 'pattern.svg', a4: 'a4.pdf', a0: 'a0.pdf' } as const
export type PatternFileKind = keyof typeof patternFileKinds

export function patternFileName(key: string, kind: PatternFileKind): string {
  if (!uploadKeyPattern.test(key)) throw new Error('media: refused pattern key')
  return `${key}-${patternFileKinds[kind]}`
}

/** `<key>-pattern.svg` and the like → its kind, or null for any other name. */
export function parsePatternFileName(name: string): { key: string; kind: PatternFileKind } | null {
  const match = /^([a-f0-9]{32})-(pattern\.svg|a4\.pdf|a0\.pdf)$/.exec(name)
  if (!match) return null
  const kind = (Object.keys(patternFileKinds) as PatternFileKind[]).find((k) => patternFileKinds[k] === match[2])!
  return { key: match[1]!, kind }
}

/** What a stored file is, by its name (pictures WebP, photographs AVIF too; pattern files SVG or PDF). */
export function mediaContentType(name: string): string {
  if (name.endsWith('.svg')) return 'image/svg+xml'
  if (name.endsWith('.pdf')) return 'application/pdf'
  if (name.endsWith('.avif')) return 'image/avif'
  return 'image/webp'
}

/**
 * The add/edit dialogs that take pictures with the record (a product's photographs, a fabric's two
 * pictures): up to three files of 10 MB each in one form, and the form around them.
 */
export const MAX_DIALOG_UPLOADS = 3
export const DIALOG_UPLOAD_PATHS = ['/admin/products', '/admin/catalogue/fabrics'] as const
export const DIALOG_BODY_BYTES = MAX_DIALOG_UPLOADS * MAX_UPLOAD_BYTES + 64 * 1024
