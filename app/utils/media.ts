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

/** `<key>-<width>.webp` → its parts, or null for any other name. */
export function parseUploadedFileName(name: string): { key: string; width: UploadedImageWidth } | null {
  const match = /^([a-f0-9]{32})-(\d{2,4})\.webp$/.exec(name)
  if (!match) return null
  const width = Number(match[2]) as UploadedImageWidth
  return uploadedImageWidths.includes(width) ? { key: match[1]!, width } : null
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

/** What a stored file is, by its name (pictures are WebP; pattern files SVG or PDF). */
export function mediaContentType(name: string): string {
  if (name.endsWith('.svg')) return 'image/svg+xml'
  if (name.endsWith('.pdf')) return 'application/pdf'
  return 'image/webp'
}
