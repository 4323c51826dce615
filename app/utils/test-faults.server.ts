/**
 * Failures the browser tests' harness asks for, to show what the shop does when something it
 * cannot control goes wrong (a pattern that cannot be drafted): tests/support/test-clock.ts keeps
 * them on `globalThis` in the shop's own process, as it does the test clock (clock.server.ts).
 * Outside that harness there are none: nothing in the shop can set one, and no address of the shop
 * can reach them. Each is used once.
 */
type TestFaults = Map<string, Set<string>>

const key = Symbol.for('gemela.testFaults')

/** Whether the harness asked that `what` (e.g. the pattern of order GM-…) fail once; takes the request. */
export function takeTestFault(kind: string, what: string): boolean {
  const faults = (globalThis as { [key]?: TestFaults })[key]
  return faults?.get(kind)?.delete(what) ?? false
}
