import { afterEach, vi } from 'vitest'

// An unexpected console.error fails the test that caused it (docs/architecture.md#tests).
let errors: unknown[][] = []
const original = console.error
console.error = (...args: unknown[]) => {
  errors.push(args)
  original(...args)
}

afterEach(() => {
  const seen = errors
  errors = []
  if (seen.length > 0) throw new Error(`Unexpected console.error: ${seen.map((a) => a.map(String).join(' ')).join('\n')}`)
})

/** For a test that expects an error to be logged. */
export function allowConsoleError() {
  return vi.fn()
}
