/**
 * One page render starts per turn of the event loop (docs/architecture.md, "Performance").
 *
 * libuv (1.45 and later, Node 20) accepts one new connection per turn of the loop. On the embedded
 * database a query runs inside the process without waiting on a socket, so a personal page renders
 * from start to end without giving the loop back: every request read in one turn was rendered in
 * that same turn, a turn lasted as long as all of them (~50 × 5 ms under a crowd), and a customer
 * arriving on a new connection waited one such turn per connection ahead of her — up to 2.4 s for
 * the last of 50 while the connections already in were answered in ~200 ms. Taking their turns one
 * per loop turn, in the order they came, lets the loop accept and read between two renders: every
 * connection, old or new, waits behind the same queue. On PostgreSQL a render gives the loop back at
 * its first query anyway; there this only orders the starts.
 */
const waiting: (() => void)[] = []
let scheduled = false

function startOne() {
  waiting.shift()?.()
  // Scheduled from inside the check phase, the next start runs in the next turn, after its poll.
  scheduled = waiting.length > 0
  if (scheduled) setImmediate(startOne)
}

/** Resolves when this request may render: after the requests that were waiting before it, one per turn of the loop. */
export function renderTurn(): Promise<void> {
  return new Promise((resolve) => {
    waiting.push(resolve)
    if (!scheduled) {
      scheduled = true
      setImmediate(startOne)
    }
  })
}
