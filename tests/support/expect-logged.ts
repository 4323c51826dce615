import { expect, vi } from 'vitest'
import { logger } from '#app/utils/logger.server.ts'

/**
 * For a test that provokes a failure the shop logs as an error (Stripe out of reach, a refund refused):
 * the entry is asserted, not printed — a newcomer reading `npm test` sees no error-level stack for a test that passed.
 */
export async function expectErrorLogged<T>(message: string, run: () => Promise<T>): Promise<T> {
  const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined)
  try {
    const result = await run()
    expect(logged.mock.calls.map((call) => call.at(-1))).toContain(message)
    return result
  } finally {
    logged.mockRestore()
  }
}
