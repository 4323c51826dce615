/**
 * The time the shop's periodic work reads (hold reminders and expiry, server/index.ts): the real
 * time, unless the process runs under the browser tests' harness, which may move it forward to
 * see a hold's reminder and expiry without waiting days (tests/support/test-clock.ts installs the
 * offset on `globalThis` before the shop starts; nothing in the shop can set it, and no address of
 * the shop can reach it). A moved clock wakes the periodic tasks at once.
 */
type TestClock = { offsetMs: number; listeners: Set<() => void> }

const key = Symbol.for('gemela.testClock')

function testClock(): TestClock | undefined {
  return (globalThis as { [key]?: TestClock })[key]
}

export function shopNow(): Date {
  return new Date(Date.now() + (testClock()?.offsetMs ?? 0))
}

/** Calls `listener` whenever the tests move the clock; returns the function that stops listening. */
export function onClockMoved(listener: () => void): () => void {
  const clock = testClock()
  if (!clock) return () => {}
  clock.listeners.add(listener)
  return () => clock.listeners.delete(listener)
}
