import { readFileSync } from 'node:fs'
import path from 'node:path'
import { criticalCss, type ParsedStylesheet, parseStylesheet, usedClasses } from './critical-css.server.ts'
import { getEnv } from './env.server.ts'

/**
 * The first paint of a document should need nothing but the document: what the page uses of the
 * shop's stylesheet (~30 of its 78 KB, critical-css.server.ts) is inlined into the <head> of
 * server-rendered HTML; the two Latin faces are preloaded by the root route (with the styles inline
 * they no longer delay the first paint, and the text is not drawn twice). The original <link> stays,
 * as `media="print"`, so the whole file is fetched without blocking and cached for later documents;
 * the bootstrap makes it apply once the page is painted (what a script shows later — a dialog, a
 * toast — needs rules the first paint did not), and React still finds it when it hydrates the head
 * (React does not touch attributes of hydrated elements and skips the extra <style> in <head>).
 */

/**
 * The page is server-rendered and readable before its JavaScript runs, so the modules (React,
 * React Router, the routes: ~120 KB gzip) start loading only once the document has been painted:
 * on a slow link they no longer compete with the document, its text and fonts for the first paint
 * (Lighthouse mobile LCP 2.6 s → the FCP, ~1 s). Their preloads leave the head and are added by
 * the bootstrap script after the paint, so the modules still arrive in parallel, not in a cascade.
 */
const modulePreload = /<link rel="modulepreload"(?: fetchpriority="\w+")? href="([^"]+)"(?: nonce="[^"]*")?\/>/g
const stylesheet = /<link (nonce="[^"]*" )?rel="stylesheet" href="(\/assets\/[\w.-]+\.css)"\/>/g

/**
 * `subset`: what of a stylesheet to inline (finishDocument keeps what the document uses); the whole
 * of it without one.
 */
export function inlineStylesheets(head: string, read: (href: string) => string | null, preloads: string[] = [], subset: (css: string) => string = (css) => css): string {
  return head
    .replace(modulePreload, (_link, href: string) => {
      preloads.push(href)
      return ''
    })
    .replace(stylesheet, (link, nonce: string | undefined, href: string) => {
      const css = read(href)
      if (css == null) return link
      return `<style>${subset(css).replaceAll('</style', '<\\/style')}</style><link ${nonce ?? ''}rel="stylesheet" href="${href}" media="print"/>`
    })
}

/** Each stylesheet read once into rules (the same text, from readBuiltStylesheet's cache, on every request). */
const parsedSheets = new Map<string, ParsedStylesheet>()

function parsed(css: string): ParsedStylesheet {
  let sheet = parsedSheets.get(css)
  if (!sheet) parsedSheets.set(css, (sheet = parseStylesheet(css)))
  return sheet
}

/** React Router's bootstrap: `import * as routeN from "…";` lines, then the manifest and `import(entry)`. */
const bootstrapScript = /(<script[^>]* type="module"[^>]*>)([\s\S]*?)(<\/script>)/
const staticImport = /^\s*;?\s*import \* as (route\d+) from ("[^"]+");\s*$/gm

/**
 * Rewrites the bootstrap so it waits for the first paint (a frame, then a task; at most 1 s, for
 * background tabs that get no frames), adds the module preloads, then imports the modules and hands
 * over to React Router exactly as before — but one module per task: evaluating them all at once (the
 * shared chunks, the routes, React DOM) was one long task on a phone. Shared chunks go first, then
 * the route modules in order, then the entry (which hydrates).
 */
const deferred = new Map<string, string>()

export function deferHydration(script: string, preloads: readonly string[]): string {
  // The same page (route set) gives the same script and preloads on every request: rewritten once.
  const key = `${preloads.join(' ')}\n${script}`
  let out = deferred.get(key)
  if (out === undefined) {
    if (deferred.size >= 500) deferred.clear()
    deferred.set(key, (out = rewriteBootstrap(script, preloads)))
  }
  return out
}

function rewriteBootstrap(script: string, preloads: readonly string[]): string {
  const names: string[] = []
  const urls: string[] = []
  const rest = script.replace(staticImport, (_line, name: string, url: string) => {
    names.push(name)
    urls.push(url)
    return ''
  })
  if (names.length === 0) return script
  // The URLs as they are written in the script (quoted), to tell the routes and the entry from the rest.
  const shared = preloads.filter((href) => !urls.includes(JSON.stringify(href)) && !rest.includes(`import(${JSON.stringify(href)})`))
  return [
    '\nawait new Promise((go) => { requestAnimationFrame(() => setTimeout(go, 0)); setTimeout(go, 1000) });',
    // Painted with what the document uses: the whole stylesheet applies from now on (see the top).
    'for (const link of document.querySelectorAll(\'link[rel="stylesheet"][media="print"]\')) link.media = "all";',
    // A task boundary that is not clamped like nested timeouts are.
    'const breathe = () => new Promise((go) => { const channel = new MessageChannel(); channel.port1.onmessage = () => go(); channel.port2.postMessage(0) });',
    // Each preload starts a fetch, a few milliseconds apiece on a phone: let the page breathe between them.
    `let slice = performance.now(); for (const href of ${JSON.stringify(preloads)}) { const link = document.createElement("link"); link.rel = "modulepreload"; link.href = href; document.head.append(link); if (performance.now() - slice > 4) { await breathe(); slice = performance.now() } }`,
    `for (const href of ${JSON.stringify(shared)}) { await import(href); await breathe() }`,
    ...names.map((name, i) => `const ${name} = await import(${urls[i]}); await breathe();`),
    rest.replace(/^\s*;\s*/, ''),
  ].join('\n')
}

const cache = new Map<string, string | null>()

/** Reads a built stylesheet once (production only; in development Vite serves styles itself). */
function readBuiltStylesheet(href: string): string | null {
  const env = getEnv()
  if (env.NODE_ENV !== 'production') return null
  if (!cache.has(href)) {
    const file = path.join(path.resolve(env.BUILD_DIR), 'client', href)
    try {
      cache.set(href, readFileSync(file, 'utf8'))
    } catch {
      cache.set(href, null)
    }
  }
  return cache.get(href)!
}

/**
 * The whole document as the browser gets it: inlineStylesheets on its head (what the document uses
 * of each stylesheet), deferHydration on React Router's bootstrap script, everything else as React wrote it.
 */
export function finishDocument(html: string, read: (href: string) => string | null = readBuiltStylesheet): string {
  const end = html.indexOf('</head>')
  if (end === -1) return html
  const preloads: string[] = []
  const head = inlineStylesheets(html.slice(0, end), read, preloads, (css) => criticalCss(parsed(css), usedClasses(html)))
  const body = html.slice(end)
  const match = bootstrapScript.exec(body)
  if (!match) return head + body
  return head + body.slice(0, match.index) + match[1] + deferHydration(match[2]!, preloads) + match[3] + body.slice(match.index + match[0].length)
}
