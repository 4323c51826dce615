import type { z } from '#app/utils/zod.ts'

/**
 * The shop's one way of reading a form (docs/decisions/008-ui-kit-and-forms.md): the module's zod
 * schema parses the submitted fields; a refusal becomes the first message code of each field, which
 * the action returns with status 400 and the page shows under the field (`Field`). Message codes are
 * short words ('required', 'tooLong', …) that the page translates, so a schema never holds a sentence.
 * The same schema may run in the browser where a page validates before sending (pure, no server code).
 */
export type FieldErrors<Name extends string = string> = Partial<Record<Name, string>>

/** One message per field: the first problem zod reports for it (nested paths count for their top field). */
export function firstErrorPerField(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form')
    errors[key] ??= issue.message
  }
  return errors
}

export type Submission<T> = { ok: true; data: T } | { ok: false; errors: Record<string, string> }

/** Parses `input` (an object of the submitted fields) with `schema`. */
export function parseSubmission<S extends z.ZodType>(schema: S, input: unknown): Submission<z.output<S>> {
  const result = schema.safeParse(input)
  return result.success ? { ok: true, data: result.data } : { ok: false, errors: firstErrorPerField(result.error) }
}

/** The typed-in text of some fields, to give back with a refusal (never passwords). */
export function keepValues<Name extends string>(form: Record<string, unknown>, names: readonly Name[]): Record<Name, string> {
  return Object.fromEntries(names.map((name) => [name, typeof form[name] === 'string' ? (form[name] as string) : ''])) as Record<Name, string>
}
