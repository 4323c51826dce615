import { randomBytes } from 'node:crypto'
import sharp, { type Metadata } from 'sharp'
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_PIXELS, photoFormats, photoHeight, photoWidths, uploadedImageWidths } from './media.ts'
import { getMediaStorage } from './media-storage.server.ts'

/**
 * An uploaded picture, checked by what it is, never by its name (docs/security.md#uploads): the
 * first bytes must be a JPEG, PNG or WebP signature and sharp must read the same format from its
 * header; its pixels are counted before anything is decoded (a 20000 × 20000 PNG of one colour is
 * a few kilobytes that would take gigabytes), and sharp refuses to decode more (`limitInputPixels`).
 * What is kept is re-encoded: square WebP in the shop's sizes, turned upright, without EXIF or any
 * other metadata (sharp writes none unless asked).
 */
export type ImageProblem = 'empty' | 'tooLarge' | 'notAnImage' | 'tooManyPixels' | 'unreadable'

export function sniffImageType(bytes: Uint8Array): 'jpeg' | 'png' | 'webp' | null {
  const at = (offset: number, ...values: number[]) => values.every((v, i) => bytes[offset + i] === v)
  if (at(0, 0xff, 0xd8, 0xff)) return 'jpeg'
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png'
  if (at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return 'webp'
  return null
}

export async function checkImage(bytes: Buffer): Promise<{ ok: true } | { ok: false; problem: ImageProblem }> {
  if (bytes.length === 0) return { ok: false, problem: 'empty' }
  if (bytes.length > MAX_UPLOAD_BYTES) return { ok: false, problem: 'tooLarge' }
  const type = sniffImageType(bytes)
  if (!type) return { ok: false, problem: 'notAnImage' }
  let meta: Metadata
  try {
    // Only the header is read here (nothing is decoded), so the size can be told before any limit trips.
    meta = await sharp(bytes, { limitInputPixels: false }).metadata()
  } catch {
    return { ok: false, problem: 'unreadable' }
  }
  if (meta.format !== type) return { ok: false, problem: 'notAnImage' }
  if (!meta.width || !meta.height) return { ok: false, problem: 'unreadable' }
  if (meta.width * meta.height > MAX_UPLOAD_PIXELS || (meta.pages ?? 1) > 1) return { ok: false, problem: 'tooManyPixels' }
  return { ok: true }
}

/**
 * Checks, re-encodes and stores an upload; answers its key, or what is wrong with it. Nothing is
 * stored unless every size was made.
 */
export async function storeUploadedImage(bytes: Buffer): Promise<{ ok: true; key: string } | { ok: false; problem: ImageProblem }> {
  const checked = await checkImage(bytes)
  if (!checked.ok) return checked
  let variants: { width: number; data: Buffer }[]
  try {
    const source = sharp(bytes, { limitInputPixels: MAX_UPLOAD_PIXELS, failOn: 'error' }).rotate()
    variants = await Promise.all(
      uploadedImageWidths.map(async (width) => ({
        width,
        data: await source.clone().resize(width, width, { fit: 'cover', withoutEnlargement: false }).webp({ quality: 82, effort: 4 }).toBuffer(),
      })),
    )
  } catch {
    return { ok: false, problem: 'unreadable' }
  }
  const key = randomBytes(16).toString('hex')
  const storage = getMediaStorage()
  await Promise.all(variants.map((v) => storage.put(`${key}-${v.width}.webp`, v.data)))
  return { ok: true, key }
}

/**
 * A product's photograph: checked like any upload, turned upright, cut to the 4:5 portrait frame
 * (keeping what draws the eye: sharp's attention strategy) once at the largest width, then each width
 * encoded as AVIF and WebP from that (docs/product.md#photographs). Nothing is stored unless every
 * file was made.
 */
export async function storeProductPhoto(bytes: Buffer): Promise<{ ok: true; key: string } | { ok: false; problem: ImageProblem }> {
  const checked = await checkImage(bytes)
  if (!checked.ok) return checked
  const largest = photoWidths[photoWidths.length - 1]!
  let files: { name: string; data: Buffer }[]
  try {
    const framed = await sharp(bytes, { limitInputPixels: MAX_UPLOAD_PIXELS, failOn: 'error' })
      .rotate()
      .resize(largest, photoHeight(largest), { fit: 'cover', position: sharp.strategy.attention })
      .raw()
      .toBuffer({ resolveWithObject: true })
    const base = () => sharp(framed.data, { raw: framed.info })
    const variants = photoWidths.flatMap((width) => photoFormats.map((format) => ({ width, format })))
    files = []
    // One at a time: each encode already uses the machine's cores (libvips), and memory stays flat.
    for (const { width, format } of variants) {
      const resized = base().resize(width, photoHeight(width))
      const data = await (format === 'avif' ? resized.avif({ quality: 55, effort: 2 }) : resized.webp({ quality: 80, effort: 4 })).toBuffer()
      files.push({ name: `${width}.${format}`, data })
    }
  } catch {
    return { ok: false, problem: 'unreadable' }
  }
  const key = randomBytes(16).toString('hex')
  const storage = getMediaStorage()
  await Promise.all(files.map((f) => storage.put(`${key}-${f.name}`, f.data)))
  return { ok: true, key }
}

/** Removes every file of a photograph no product names any more (best effort, as below). */
export async function removeProductPhoto(key: string): Promise<void> {
  const storage = getMediaStorage()
  await Promise.allSettled(photoWidths.flatMap((width) => photoFormats.map((format) => storage.remove(`${key}-${width}.${format}`))))
}

/** Removes every size of a picture no record names any more (best effort: a leftover file harms nobody). */
export async function removeUploadedImage(key: string): Promise<void> {
  const storage = getMediaStorage()
  await Promise.allSettled(uploadedImageWidths.map((width) => storage.remove(`${key}-${width}.webp`)))
}

/**
 * Reads a form body of at most `maxBytes`, counting the bytes as they arrive (a declared length can
 * be absent or wrong): null when it is larger, and the rest is not read.
 */
export async function readLimitedForm(request: Request, maxBytes: number): Promise<FormData | 'tooLarge' | 'unreadable'> {
  const declared = Number(request.headers.get('Content-Length') ?? 0)
  if (declared > maxBytes) return 'tooLarge'
  if (!request.body) return 'unreadable'
  let seen = 0
  let over = false
  const limited = request.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength
        if (seen > maxBytes) {
          over = true
          controller.error(new Error('too large'))
          return
        }
        controller.enqueue(chunk)
      },
    }),
  )
  try {
    return await new Request(request.url, { method: 'POST', headers: request.headers, body: limited, duplex: 'half' } as RequestInit).formData()
  } catch {
    return over ? 'tooLarge' : 'unreadable'
  }
}
