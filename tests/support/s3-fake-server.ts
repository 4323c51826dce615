import { createHash, createHmac, timingSafeEqual } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A local server speaking the S3 REST protocol on 127.0.0.1 for the calls the shop makes (PutObject,
 * GetObject, HeadObject, DeleteObject, path-style): it checks every request's AWS Signature Version 4
 * against its own key pair, as S3 does, and the payload against the signed SHA-256, and keeps the
 * objects in memory. The AWS SDK talks to it as to any S3-compatible bucket (S3_ENDPOINT).
 */
export type S3Fake = {
  endpoint: string
  bucket: string
  region: string
  accessKeyId: string
  secretAccessKey: string
  objects: Map<string, { body: Buffer; contentType: string; cacheControl: string }>
  /** Every request as `<METHOD> <key>`, refused ones too (with their status). */
  requests: { method: string; key: string; status: number }[]
  close(): Promise<void>
}

const hmac = (key: Buffer | string, value: string) => createHmac('sha256', key).update(value).digest()
const sha256Hex = (value: Buffer | string) => createHash('sha256').update(value).digest('hex')

/** RFC 3986 encoding as SigV4 wants it (S3 keys: slashes kept). */
function uriEncode(value: string, keepSlash: boolean) {
  return [...new TextEncoder().encode(value)]
    .map((byte) => {
      const char = String.fromCharCode(byte)
      if (/[A-Za-z0-9\-._~]/.test(char) || (keepSlash && char === '/')) return char
      return '%' + byte.toString(16).toUpperCase().padStart(2, '0')
    })
    .join('')
}

function errorXml(code: string, message: string) {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`
}

export async function startS3Fake(options: { bucket?: string; region?: string } = {}): Promise<S3Fake> {
  const bucket = options.bucket ?? 'gemela-media'
  const region = options.region ?? 'eu-south-2'
  const accessKeyId = 'AKIA' + Math.random().toString(36).slice(2, 14).toUpperCase()
  const secretAccessKey = createHash('sha256').update(String(Math.random())).digest('base64')
  const objects: S3Fake['objects'] = new Map()
  const requests: S3Fake['requests'] = []

  function verify(req: IncomingMessage, url: URL, body: Buffer): string | null {
    const auth = req.headers.authorization ?? ''
    const match = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([a-f0-9]{64})$/.exec(auth)
    if (!match) return 'AccessDenied'
    const [, keyId, date, signedRegion, signedHeaders, signature] = match as unknown as string[]
    if (keyId !== accessKeyId) return 'InvalidAccessKeyId'
    if (signedRegion !== region) return 'AuthorizationHeaderMalformed'
    const amzDate = String(req.headers['x-amz-date'] ?? '')
    if (!amzDate.startsWith(date!)) return 'AccessDenied'
    const stamp = Date.parse(amzDate.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'))
    if (!Number.isFinite(stamp) || Math.abs(Date.now() - stamp) > 15 * 60 * 1000) return 'RequestTimeTooSkewed'
    const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '')
    if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256Hex(body)) return 'XAmzContentSHA256Mismatch'
    const headerNames = signedHeaders!.split(';')
    if (!headerNames.includes('host') || !headerNames.includes('x-amz-date')) return 'AccessDenied'
    const canonicalHeaders = headerNames
      .map(
        (name) =>
          `${name}:${String(req.headers[name] ?? '')
            .trim()
            .replace(/\s+/g, ' ')}\n`,
      )
      .join('')
    const query = [...url.searchParams.entries()]
      .map(([k, v]) => [uriEncode(k, false), uriEncode(v, false)] as const)
      .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
      .map(([k, v]) => `${k}=${v}`)
      .join('&')
    const canonicalRequest = [req.method, uriEncode(decodeURIComponent(url.pathname), true), query, canonicalHeaders, signedHeaders, payloadHash].join('\n')
    const scope = `${date}/${region}/s3/aws4_request`
    const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n')
    const signingKey = hmac(hmac(hmac(hmac('AWS4' + secretAccessKey, date!), region), 's3'), 'aws4_request')
    const expected = hmac(signingKey, stringToSign)
    return timingSafeEqual(expected, Buffer.from(signature!, 'hex')) ? null : 'SignatureDoesNotMatch'
  }

  function answer(res: ServerResponse, status: number, body: string | Buffer = '', headers: Record<string, string> = {}) {
    res.writeHead(status, { 'Content-Length': String(Buffer.byteLength(body)), ...headers })
    res.end(body)
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const body = Buffer.concat(chunks)
      const url = new URL(req.url ?? '/', 'http://127.0.0.1')
      const [, pathBucket, ...rest] = decodeURIComponent(url.pathname).split('/')
      const key = rest.join('/')
      const refusal = verify(req, url, body)
      const record = (status: number) => requests.push({ method: req.method ?? '', key, status })
      if (refusal) {
        record(403)
        return answer(res, 403, errorXml(refusal, 'Refused by the local S3 server'), { 'Content-Type': 'application/xml' })
      }
      if (pathBucket !== bucket) {
        record(404)
        return answer(res, 404, errorXml('NoSuchBucket', 'The specified bucket does not exist'), { 'Content-Type': 'application/xml' })
      }
      if (req.method === 'PUT') {
        const etag = `"${createHash('md5').update(body).digest('hex')}"`
        objects.set(key, { body, contentType: String(req.headers['content-type'] ?? 'binary/octet-stream'), cacheControl: String(req.headers['cache-control'] ?? '') })
        record(200)
        return answer(res, 200, '', { ETag: etag })
      }
      if (req.method === 'GET' || req.method === 'HEAD') {
        const object = objects.get(key)
        if (!object) {
          record(404)
          return answer(res, 404, req.method === 'HEAD' ? '' : errorXml('NoSuchKey', 'The specified key does not exist.'), { 'Content-Type': 'application/xml' })
        }
        record(200)
        res.writeHead(200, { 'Content-Type': object.contentType, 'Content-Length': String(object.body.length), 'Cache-Control': object.cacheControl })
        return res.end(req.method === 'HEAD' ? undefined : object.body)
      }
      if (req.method === 'DELETE') {
        objects.delete(key)
        record(204)
        return answer(res, 204)
      }
      record(405)
      return answer(res, 405, errorXml('MethodNotAllowed', 'Not supported here'), { 'Content-Type': 'application/xml' })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region,
    accessKeyId,
    secretAccessKey,
    objects,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
