/**
 * What changed between an entity's `before` and `after` as the audit log keeps them (any JSON):
 * one line per leaf that differs, named by its dotted path (`shipping.freeFromCents`). Objects are
 * walked; arrays, strings, numbers, booleans and null are leaves. A created entity (no `before`)
 * lists every leaf of `after`, a deleted one every leaf of `before`.
 */
export type AuditChange = { path: string; before: unknown; after: unknown }

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function leaves(value: unknown, prefix: string, out: Map<string, unknown>) {
  if (isPlainObject(value) && Object.keys(value).length) {
    for (const [key, child] of Object.entries(value)) leaves(child, prefix ? `${prefix}.${key}` : key, out)
  } else if (prefix) {
    out.set(prefix, value)
  }
  return out
}

export function computeAuditChanges(before: unknown, after: unknown): AuditChange[] {
  const was = leaves(before ?? {}, '', new Map())
  const now = leaves(after ?? {}, '', new Map())
  const paths = [...new Set([...now.keys(), ...was.keys()])]
  return paths.flatMap((path) => {
    const a = was.get(path)
    const b = now.get(path)
    return JSON.stringify(a) === JSON.stringify(b) ? [] : [{ path, before: a, after: b }]
  })
}
