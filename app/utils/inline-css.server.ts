import { readFileSync } from 'node:fs'
import path from 'node:path'
import { Transform } from 'node:stream'

/**
 * The first paint of a document should need nothing but the document: the shop's stylesheet
 * (one file, ~11 KB gzip) is inlined into the <head> of server-rendered HTML. Fonts are not
 * preloaded: measured, preloads made 66 KB of fonts compete with the first paint on a slow link
 * (Lighthouse mobile FCP 2.7 s with them, 1.2 s without; the text shows in the fallback face and
 * swaps). The original <link> stays, as `media="print"`, so it is fetched without blocking,
 * is cached for later documents, and React still finds it when it hydrates the head (React does
 * not touch attributes of hydrated elements and skips the extra <style> in <head>).
 */

/**
 * The page is server-rendered and readable before its JavaScript runs, so the modules (React,
 * React Router, the routes: ~120 KB gzip) are preloaded at low priority: on a slow link they no
 * longer compete with the document, its text and fonts for the first paint.
 */
const modulePreload = /<link rel="modulepreload" (?!fetchpriority)/g
const stylesheet = /<link (nonce="[^"]*" )?rel="stylesheet" href="(\/assets\/[\w.-]+\.css)"\/>/g

export function inlineStylesheets(head: string, read: (href: string) => string | null): string {
  return head.replace(modulePreload, '<link rel="modulepreload" fetchpriority="low" ').replace(stylesheet, (link, nonce: string | undefined, href: string) => {
    const css = read(href)
    if (css == null) return link
    return `<style>${css.replaceAll('</style', '<\\/style')}</style><link ${nonce ?? ''}rel="stylesheet" href="${href}" media="print"/>`
  })
}

const cache = new Map<string, string | null>()

/** Reads a built stylesheet once (production only; in development Vite serves styles itself). */
function readBuiltStylesheet(href: string): string | null {
  if (process.env.NODE_ENV !== 'production') return null
  if (!cache.has(href)) {
    const file = path.join(path.resolve(process.env.BUILD_DIR ?? 'build'), 'client', href)
    try {
      cache.set(href, readFileSync(file, 'utf8'))
    } catch {
      cache.set(href, null)
    }
  }
  return cache.get(href)!
}

/** A stream transform applying inlineStylesheets to the document's head, passing the rest through. */
export function createInlineStylesheetTransform(read: (href: string) => string | null = readBuiltStylesheet): Transform {
  let head = ''
  let done = false
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (done) return callback(null, chunk)
      head += chunk.toString('utf8')
      const end = head.indexOf('</head>')
      if (end === -1) return callback()
      done = true
      const out = inlineStylesheets(head.slice(0, end), read) + head.slice(end)
      head = ''
      callback(null, out)
    },
    flush(callback) {
      callback(null, done ? undefined : head)
    },
  })
}
