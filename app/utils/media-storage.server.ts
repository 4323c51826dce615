import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type * as S3 from '@aws-sdk/client-s3'
import { getEnv, type Env } from './env.server.ts'
import { mediaContentType, parsePatternFileName, parseUploadedFileName } from './media.ts'

/**
 * Where uploaded pictures live (docs/architecture.md#uploaded-pictures): the folder MEDIA_DIR
 * (default var/media), or an S3-compatible bucket when S3_BUCKET is set (the official AWS SDK), so
 * that several shop nodes serve the same pictures. Names are checked against `<key>-<width>.webp`
 * (or a pattern file's `<key>-a4.pdf` and the like, media.ts) before they reach a path or a bucket
 * key, so nothing else can be named.
 */
export interface MediaStorage {
  put(name: string, body: Buffer): Promise<void>
  get(name: string): Promise<Buffer | null>
  remove(name: string): Promise<void>
}

function checkedName(name: string): string {
  if (!parseUploadedFileName(name) && !parsePatternFileName(name)) throw new Error('media: refused file name')
  return name
}

export function localMediaStorage(dir: string): MediaStorage {
  const file = (name: string) => path.join(dir, checkedName(name).slice(0, 2), checkedName(name))
  return {
    async put(name, body) {
      await mkdir(path.dirname(file(name)), { recursive: true })
      await writeFile(file(name), body)
    },
    async get(name) {
      try {
        return await readFile(file(name))
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
        throw error
      }
    },
    async remove(name) {
      await rm(file(name), { force: true })
    },
  }
}

type S3Settings = Pick<Env, 'S3_REGION' | 'S3_ENDPOINT' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_FORCE_PATH_STYLE' | 'S3_PREFIX'> & { S3_BUCKET: string }

/** The AWS SDK is loaded on the first use of a bucket: a shop on MEDIA_DIR never loads it. */
export function s3MediaStorage(settings: S3Settings): MediaStorage {
  const sdk = import('@aws-sdk/client-s3').then((s3) => ({ s3, client: createClient(s3, settings) }))
  const key = (name: string) => settings.S3_PREFIX + checkedName(name)
  return {
    async put(name, body) {
      const { s3, client } = await sdk
      await client.send(
        new s3.PutObjectCommand({
          Bucket: settings.S3_BUCKET,
          Key: key(name),
          Body: body,
          ContentType: mediaContentType(name),
          // Pictures are public and never change; a pattern file holds her measurements.
          CacheControl: parsePatternFileName(name) ? 'private, no-store' : 'public, max-age=31536000, immutable',
        }),
      )
    },
    async get(name) {
      const { s3, client } = await sdk
      try {
        const object = await client.send(new s3.GetObjectCommand({ Bucket: settings.S3_BUCKET, Key: key(name) }))
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null
      } catch (error) {
        if (error instanceof s3.NoSuchKey || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return null
        throw error
      }
    },
    async remove(name) {
      const { s3, client } = await sdk
      await client.send(new s3.DeleteObjectCommand({ Bucket: settings.S3_BUCKET, Key: key(name) }))
    },
  }
}

function createClient(s3: typeof S3, settings: S3Settings) {
  return new s3.S3Client({
    region: settings.S3_REGION,
    endpoint: settings.S3_ENDPOINT,
    forcePathStyle: settings.S3_FORCE_PATH_STYLE ? settings.S3_FORCE_PATH_STYLE === '1' : Boolean(settings.S3_ENDPOINT),
    credentials:
      settings.S3_ACCESS_KEY_ID && settings.S3_SECRET_ACCESS_KEY ? { accessKeyId: settings.S3_ACCESS_KEY_ID, secretAccessKey: settings.S3_SECRET_ACCESS_KEY } : undefined,
    // Checksums only where S3 requires them: several S3-compatible servers refuse the SDK's
    // default streamed (aws-chunked) checksums on PutObject; the body is signed either way.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
  })
}

let cached: { key: string; storage: MediaStorage } | undefined

/** The storage the environment names; one S3 client per configuration (it keeps its connections). */
export function getMediaStorage(): MediaStorage {
  const env = getEnv()
  const { S3_BUCKET } = env
  const cacheKey = S3_BUCKET
    ? JSON.stringify([S3_BUCKET, env.S3_REGION, env.S3_ENDPOINT, env.S3_ACCESS_KEY_ID, env.S3_SECRET_ACCESS_KEY, env.S3_FORCE_PATH_STYLE, env.S3_PREFIX])
    : `dir:${env.MEDIA_DIR}`
  if (cached?.key !== cacheKey) cached = { key: cacheKey, storage: S3_BUCKET ? s3MediaStorage({ ...env, S3_BUCKET }) : localMediaStorage(path.resolve(env.MEDIA_DIR)) }
  return cached.storage
}
