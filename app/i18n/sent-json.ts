/**
 * The root loader sends the page's dictionary and the route table of namespaces as JSON text, not
 * as objects: React Router encodes loader data value by value (turbo-stream) on every request, and
 * for a signed-in customer's pages, rendered for her alone, those ~700 values were a tenth of the
 * work; one string is encoded at the cost of a copy. The same text is read once: on the server it
 * is the very same string on every request (resources.server.ts, route-table.server.ts), and the
 * object made from it keeps its translator (app/root.tsx).
 */
const parsed = new Map<string, unknown>()

export function parseSentJson<T>(json: string): T {
  let value = parsed.get(json)
  if (value === undefined) {
    // A few dozen sets of namespaces per language: bounded all the same.
    if (parsed.size >= 200) parsed.clear()
    parsed.set(json, (value = Object.freeze(JSON.parse(json) as object)))
  }
  return value as T
}
