import { getLocale } from './locale.server.ts'
import { requestErrorResponse } from './request-errors.server.ts'

/** The two encodings an HTML form (and React Router's `<Form>`/`useSubmit` as the shop uses them) sends. */
const formMediaTypes = new Set(['application/x-www-form-urlencoded', 'multipart/form-data'])

/** The media type of a Content-Type header, without parameters and in lower case ('' when absent). */
export function mediaTypeOf(contentType: string | null): string {
  return (contentType ?? '').split(';')[0]!.trim().toLowerCase()
}

/**
 * The fields of a form post. Every action reads its body through here rather than
 * `request.formData()`, which throws a TypeError on a body that is not a form, and the router turns
 * that into a 500 with a stack trace in the log (issue 14, item 7). Here:
 * - no Content-Type, JSON, text/plain or any other type → 415 Unsupported Media Type;
 * - a form type whose body cannot be parsed (a multipart without its boundary, a truncated part) → 400.
 * Both are thrown as plain-text Responses in the client's language.
 */
export async function readForm(request: Request): Promise<FormData> {
  if (!formMediaTypes.has(mediaTypeOf(request.headers.get('Content-Type')))) {
    throw requestErrorResponse(415, 'notAForm', getLocale(request), { Accept: [...formMediaTypes].join(', ') })
  }
  try {
    return await request.formData()
  } catch {
    throw requestErrorResponse(400, 'unreadableForm', getLocale(request))
  }
}
