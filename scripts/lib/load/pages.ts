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
  for (const match of html.matchAll(/<(input|button|select)\b([^>]*)>/g)) {
    const attributes = new Map<string, string>()
    for (const a of match[2]!.matchAll(/([^\s=/]+)(?:="([^"]*)")?/g)) attributes.set(a[1]!.toLowerCase(), decode(a[2] ?? ''))
    tags.push({ name: match[1]!, attributes })
  }
  return tags
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

/** The review step's `attempt` (one key per visit of the page: the order placed from it is keyed by it). */
export function readAttempt(html: string): string | null {
  const value = hiddenValue(formTags(html), 'attempt')
  return value && /^[0-9a-f-]{36}$/.test(value) ? value : null
}
