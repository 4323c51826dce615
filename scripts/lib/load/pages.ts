/**
 * What a virtual customer reads on a page before she posts its form, as a browser without JavaScript
 * would: the form's fields and the options it offers. The shop's pages are React's server output,
 * whose attribute values are always double-quoted and escaped (no `>` or `"` inside them).
 */

type Tag = { name: string; attributes: Map<string, string> }

function decode(value: string): string {
  return value.replace(/&(amp|quot|#x27|#39|lt|gt);/g, (_, entity: string) => ({ amp: '&', quot: '"', '#x27': "'", '#39': "'", lt: '<', gt: '>' })[entity]!)
}

/** Every `<input>`, `<button>` and `<select>` tag of the page with its attributes (a valueless one is ''). */
export function formTags(html: string): Tag[] {
  const tags: Tag[] = []
  for (const match of html.matchAll(/<(input|button|select)\b([^>]*)>/g)) tags.push({ name: match[1]!, attributes: readAttributes(match[2]!) })
  return tags
}

function readAttributes(text: string): Map<string, string> {
  const attributes = new Map<string, string>()
  for (const a of text.matchAll(/([^\s=/]+)(?:="([^"]*)")?/g)) attributes.set(a[1]!.toLowerCase(), decode(a[2] ?? ''))
  return attributes
}

function hiddenValue(tags: Tag[], name: string): string | null {
  const tag = tags.find((t) => t.name === 'input' && t.attributes.get('type') === 'hidden' && t.attributes.get('name') === name)
  return tag ? (tag.attributes.get('value') ?? '') : null
}

export type CustomizerStep = {
  /** The step's part type ('fabric', 'sleeve', …): the form's hidden `type`. */
  type: string
  /** The form's hidden `selected` (what Continue posts). */
  selected: string
  /** The ids of the options she may press (`choose`), disabled ones left out. */
  options: number[]
}

/** A design step of /product/:id (DesignPanel), or null when the page is not one. */
export function readCustomizerStep(html: string): CustomizerStep | null {
  const tags = formTags(html)
  const type = hiddenValue(tags, 'type')
  if (type === null) return null
  const options = tags
    .filter((t) => t.name === 'button' && t.attributes.get('name') === 'choose' && !t.attributes.has('disabled'))
    .map((t) => Number(t.attributes.get('value')))
    .filter((id) => Number.isSafeInteger(id) && id > 0)
  return { type, selected: hiddenValue(tags, 'selected') ?? '', options: [...new Set(options)] }
}

export type StandardSizeForm = {
  /** The hidden fields the form posts with her choice (intent, item, step, view, from). */
  hidden: Record<string, string>
  sizes: string[]
  /** Neck sizes offered in the form's unit; empty when the garment has no collar. */
  necks: string[]
  neckUnit: string | null
  /** Whether it asks the inseam (trousers). */
  inseam: boolean
}

/** The standard size screen's form (StandardSizeForm), or null when the page is not it. */
export function readStandardSizeForm(html: string): StandardSizeForm | null {
  const tags = formTags(html)
  if (hiddenValue(tags, 'intent') !== 'standard') return null
  const radios = (name: string) =>
    tags.filter((t) => t.name === 'input' && t.attributes.get('type') === 'radio' && t.attributes.get('name') === name).map((t) => t.attributes.get('value') ?? '')
  const hidden: Record<string, string> = {}
  for (const name of ['intent', 'item', 'step', 'view', 'from']) {
    const value = hiddenValue(tags, name)
    if (value !== null) hidden[name] = value
  }
  return {
    hidden,
    sizes: radios('size'),
    necks: radios('neck'),
    neckUnit: hiddenValue(tags, 'neckUnit'),
    inseam: tags.some((t) => t.name === 'input' && t.attributes.get('name') === 'inseam'),
  }
}

/** The checkout page's `attempt` (one key per rendering of the page: the order placed from it is keyed by it). */
export function readAttempt(html: string): string | null {
  const value = hiddenValue(formTags(html), 'attempt')
  return value && /^[0-9a-f-]{36}$/.test(value) ? value : null
}

export type PageForm = {
  /** Where it posts: its `action` as rendered (an index route's carries `?index`, which sends the post to its action). */
  action: string
  /**
   * What a browser sends when a button of it is pressed, before the button's own name and value: each
   * enabled field in the page's order — text and hidden inputs, checked boxes and radios, textareas,
   * a select's chosen option. Names repeat (the checkout's invoice fields share the address's names).
   */
  entries: [string, string][]
  /** Each radio group's values, disabled ones left out: the choices she may make. */
  choices: Record<string, string[]>
}

const NOT_SENT = new Set(['submit', 'button', 'reset', 'image', 'file'])

/**
 * The page's form that holds the field `marker` (the checkout's `attempt`), read as a browser without
 * JavaScript submits it, or null when the page has none (a redirect's page, an error's).
 */
export function readPageForm(html: string, marker: string): PageForm | null {
  for (const match of html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)) {
    const fields = match[2]!.matchAll(/<input\b([^>]*)>|<(select|textarea)\b([^>]*)>([\s\S]*?)<\/\2>/g)
    const tags = [...fields].map((f) =>
      f[2] ? { name: f[2], attributes: readAttributes(f[3]!), content: f[4]! } : { name: 'input', attributes: readAttributes(f[1]!), content: '' },
    )
    if (!tags.some((t) => t.attributes.get('name') === marker)) continue
    const entries: [string, string][] = []
    const choices: Record<string, string[]> = {}
    for (const tag of tags) {
      const name = tag.attributes.get('name')
      if (!name || tag.attributes.has('disabled')) continue
      const type = (tag.attributes.get('type') ?? 'text').toLowerCase()
      if (tag.name === 'textarea') entries.push([name, decode(tag.content)])
      else if (tag.name === 'select') {
        const options = [...tag.content.matchAll(/<option\b([^>]*)>/g)].map((o) => readAttributes(o[1]!)).filter((o) => !o.has('disabled'))
        const chosen = options.find((o) => o.has('selected')) ?? options[0]
        if (chosen) entries.push([name, chosen.get('value') ?? ''])
      } else if (type === 'radio' || type === 'checkbox') {
        const value = tag.attributes.get('value') ?? 'on'
        if (type === 'radio') (choices[name] ??= []).push(value)
        if (tag.attributes.has('checked')) entries.push([name, value])
      } else if (!NOT_SENT.has(type)) entries.push([name, tag.attributes.get('value') ?? ''])
    }
    const action = decode(/\baction="([^"]*)"/.exec(match[1]!)?.[1] ?? '')
    return { action, entries, choices }
  }
  return null
}

/**
 * The form as she fills it in: each named field's first occurrence takes her value (what she types,
 * the radio she presses); a field the page had not filled (a radio group nothing was chosen in, a box
 * left unticked) is added. Repeats of a name further down keep what the page gave them.
 */
export function fillPageForm(entries: readonly [string, string][], values: Record<string, string>): [string, string][] {
  const filled = entries.map(([name, value]): [string, string] => [name, value])
  for (const [name, value] of Object.entries(values)) {
    const at = filled.findIndex(([n]) => n === name)
    if (at >= 0) filled[at] = [name, value]
    else filled.push([name, value])
  }
  return filled
}
