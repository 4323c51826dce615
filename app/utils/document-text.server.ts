/**
 * A rendered document travels from entry.server.tsx to the HTTP host (server/page-handler.ts) inside
 * a Fetch Response, whose body is a web stream: the host would read it back chunk by chunk through
 * two stream bridges only to write the same text to the socket. The text rides along on the Response
 * instead, and the host writes it in one call (the body stays intact for any other reader).
 *
 * The key is a registered symbol: the app build and the host are bundled separately, and each has
 * its own copy of this module.
 */
const key = Symbol.for('gemela.documentText')

type WithText = globalThis.Response & { [key]?: string }

/** A Response carrying `html`, readable as usual and, by the host, as text at once. */
export function documentResponse(html: string, init: ResponseInit): globalThis.Response {
  const response: WithText = new Response(html, init)
  response[key] = html
  return response
}

/** The document's text, when the response was made by documentResponse and its body is still unread. */
export function documentText(response: globalThis.Response): string | undefined {
  return response.bodyUsed ? undefined : (response as WithText)[key]
}
