import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { getEnv } from './env.server.ts'
import { parseUploadedFileName } from './media.ts'

/**
 * Where uploaded pictures live. One interface so a bucket can stand in for the folder: today the
 * folder MEDIA_DIR (default var/media); an S3-compatible bucket (S3_* variables, the AWS SDK) is
 * the next implementation, not built yet. Names are checked against `<key>-<width>.webp` before
 * they reach a path, so nothing outside the folder can be named.
 */
export interface MediaStorage {
  put(name: string, body: Buffer): Promise<void>
  get(name: string): Promise<Buffer | null>
  remove(name: string): Promise<void>
}

function checkedName(name: string): string {
  if (!parseUploadedFileName(name)) throw new Error('media: refused file name')
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

export function getMediaStorage(): MediaStorage {
  return localMediaStorage(path.resolve(getEnv().MEDIA_DIR))
}
