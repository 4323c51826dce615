import { RouterContextProvider, type RouterContext } from 'react-router'
import { nonceContext, requestContext } from '#app/load-context.ts'
import { createRequestContext } from '#app/request-context.server.ts'

/** Builds the requests a browser would send to our loaders and actions. */
export const testOrigin = 'http://localhost:3000'

/** A form post; a list sends its name once per value, as a group of ticked checkboxes does. */
export function formRequest(path: string, fields: Record<string, string | string[]>, options: { cookie?: string; origin?: string | null } = {}) {
  const headers = new Headers({ 'Content-Type': 'application/x-www-form-urlencoded' })
  if (options.origin !== null) headers.set('Origin', options.origin ?? testOrigin)
  if (options.cookie) headers.set('Cookie', options.cookie)
  const body = new URLSearchParams()
  for (const [name, value] of Object.entries(fields)) for (const one of Array.isArray(value) ? value : [value]) body.append(name, one)
  return new Request(testOrigin + path, { method: 'POST', headers, body })
}

export function getRequest(path: string, options: { cookie?: string } = {}) {
  const headers = new Headers()
  if (options.cookie) headers.set('Cookie', options.cookie)
  return new Request(testOrigin + path, { headers })
}

/** The `name=value` part of every Set-Cookie of a response, joined as a Cookie header. */
export function cookieFrom(response: Response, previous = ''): string {
  const jar = new Map(
    previous
      .split('; ')
      .filter(Boolean)
      .map((c) => c.split('=') as [string, string]),
  )
  for (const header of response.headers.getSetCookie()) {
    const [pair] = header.split(';')
    const [name, ...value] = pair!.split('=')
    jar.set(name!, value.join('='))
  }
  return [...jar].map(([k, v]) => `${k}=${v}`).join('; ')
}

/** Runs a loader/action and returns what it answered, whether it returned or threw a Response. */
export async function call<T>(fn: () => Promise<T> | T): Promise<{ status: number; headers: Headers; data: unknown; response?: Response }> {
  try {
    const result = await fn()
    return unwrap(result)
  } catch (thrown) {
    return unwrap(thrown)
  }
}

function unwrap(value: unknown) {
  if (value instanceof Response) return { status: value.status, headers: value.headers, data: null, response: value }
  if (value && typeof value === 'object' && 'type' in value && (value as { type: string }).type === 'DataWithResponseInit') {
    const v = value as unknown as { data: unknown; init: ResponseInit | null }
    return { status: v.init?.status ?? 200, headers: new Headers(v.init?.headers), data: v.data }
  }
  if (value instanceof Error) throw value
  return { status: 200, headers: new Headers(), data: value }
}

/**
 * The context React Router hands loaders and actions for this request: the nonce the host sets and
 * what the root's middleware reads from the request (app/request-context.server.ts). Each call is a
 * new request's context, with its own once-only session lookup.
 */
export function contextFor(request: Request): RouterContextProvider {
  return new RouterContextProvider(
    new Map<RouterContext, unknown>([
      [nonceContext, ''],
      [requestContext, createRequestContext(request)],
    ]),
  )
}

/** A loader's or action's arguments for this request: `{ request, params, context }`. */
export function routeArgs(request: Request, params: Record<string, string> = {}) {
  return { request, params, context: contextFor(request) }
}
