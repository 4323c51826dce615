/**
 * The part of the stylesheet a document needs for its first paint: every rule except the utility
 * rules whose classes the document does not use. The shop's one stylesheet (~78 KB, ~14 KB gzip) is
 * four fifths utilities, and a page uses a fifth of them; what a page shows later (a dialog opened,
 * a class set by a script) comes with the whole stylesheet, linked and made active by the bootstrap
 * (document-stream.server.ts). Selectors without a class (the base styles, `:root`, `*`) and the
 * at-rules that declare things (@font-face, @property, @keyframes) are always kept; a rule naming
 * several classes is kept when any of them is used, so the subset errs on the side of more.
 */

type Item = { kind: 'text'; text: string } | { kind: 'rule'; text: string; classes: readonly string[] } | { kind: 'group'; open: string; items: Item[] }

export type ParsedStylesheet = { items: Item[] }

/** The index just past the block that opens at `open` (a `{`), skipping strings and comments. */
function blockEnd(css: string, open: number): number {
  let depth = 0
  for (let i = open; i < css.length; i++) {
    const ch = css[i]
    if (ch === '"' || ch === "'") i = stringEnd(css, i)
    else if (ch === '/' && css[i + 1] === '*') i = css.indexOf('*/', i + 2) + 1 || css.length
    else if (ch === '{') depth++
    else if (ch === '}' && --depth === 0) return i + 1
  }
  return css.length
}

function stringEnd(css: string, start: number): number {
  const quote = css[start]
  for (let i = start + 1; i < css.length; i++) {
    if (css[i] === '\\') i++
    else if (css[i] === quote) return i
  }
  return css.length
}

/** `\:` → `:`, `\31 ` → `1`: a class name as written in the document. */
function unescapeIdentifier(escaped: string): string {
  return escaped.replace(/\\([0-9a-fA-F]{1,6}) ?|\\(.)/g, (_m, hex: string | undefined, char: string | undefined) => (hex ? String.fromCodePoint(parseInt(hex, 16)) : char!))
}

const classToken = /\.((?:\\[0-9a-fA-F]{1,6} ?|\\[^\n0-9a-fA-F]|[\w-])+)/g

/** The class names a selector list names (none for `html`, `*`, `:root`…). */
export function selectorClasses(selector: string): string[] {
  // Strings in attribute selectors hold no class.
  const bare = selector.replace(/"(?:\\.|[^"\\])*"|'(?:\\.|[^'\\])*'/g, '""')
  return [...bare.matchAll(classToken)].map((m) => unescapeIdentifier(m[1]!))
}

/** Nested at-rules whose rules are filtered like the top level's; any other at-rule is kept whole. */
const groupingRule = /^@(media|supports|layer|container|scope)\b/

function parseItems(css: string): Item[] {
  const items: Item[] = []
  let i = 0
  while (i < css.length) {
    // Comments and whitespace between rules are dropped (the licence comment too: the linked file keeps it).
    if (/\s/.test(css[i]!)) {
      i++
      continue
    }
    if (css.startsWith('/*', i)) {
      const close = css.indexOf('*/', i + 2)
      i = close === -1 ? css.length : close + 2
      continue
    }
    const brace = nextOf(css, i, '{')
    const semicolon = nextOf(css, i, ';')
    if (semicolon !== -1 && (brace === -1 || semicolon < brace)) {
      // A statement at-rule (`@layer components;`, `@import …;`).
      items.push({ kind: 'text', text: css.slice(i, semicolon + 1) })
      i = semicolon + 1
      continue
    }
    if (brace === -1) break
    const prelude = css.slice(i, brace).trim()
    const end = blockEnd(css, brace)
    if (groupingRule.test(prelude)) items.push({ kind: 'group', open: prelude, items: parseItems(css.slice(brace + 1, end - 1)) })
    else if (prelude.startsWith('@')) items.push({ kind: 'text', text: css.slice(i, end) })
    else items.push({ kind: 'rule', text: css.slice(i, end), classes: selectorClasses(prelude) })
    i = end
  }
  return items
}

/** The next `char` at depth 0 outside strings and comments, from `from`; -1 when none. */
function nextOf(css: string, from: number, char: '{' | ';'): number {
  for (let i = from; i < css.length; i++) {
    const ch = css[i]
    if (ch === '"' || ch === "'") i = stringEnd(css, i)
    else if (ch === '/' && css[i + 1] === '*') i = css.indexOf('*/', i + 2) + 1 || css.length
    else if (ch === char) return i
    else if (ch === '{' || ch === '}') return -1
  }
  return -1
}

export function parseStylesheet(css: string): ParsedStylesheet {
  return { items: parseItems(css) }
}

const classAttribute = /\sclass="([^"]*)"/g
const entities: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&lt;': '<', '&gt;': '>' }

/** Every class name the document's elements carry (as React writes them: `class="…"`, entities escaped). */
export function usedClasses(html: string): Set<string> {
  const used = new Set<string>()
  for (const match of html.matchAll(classAttribute)) {
    const value = match[1]!.includes('&') ? match[1]!.replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (e) => entities[e]!) : match[1]!
    for (const name of value.split(/\s+/)) if (name) used.add(name)
  }
  return used
}

function render(items: readonly Item[], used: ReadonlySet<string>): string {
  let out = ''
  for (const item of items) {
    if (item.kind === 'text') out += item.text
    else if (item.kind === 'rule') {
      if (item.classes.length === 0 || item.classes.some((c) => used.has(c))) out += item.text
    } else {
      const inner = render(item.items, used)
      // An empty @layer block still fixes the layers' order: kept; an empty @media is dropped.
      if (inner || item.open.startsWith('@layer')) out += `${item.open}{${inner}}`
    }
  }
  return out
}

/** The stylesheet without the rules of classes the document does not use. */
export function criticalCss(sheet: ParsedStylesheet, used: ReadonlySet<string>): string {
  return render(sheet.items, used)
}
