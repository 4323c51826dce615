import { onClockMoved } from './clock.server.ts'

/**
 * Runs `task` now and then every `everyMs`, off the request path: never two runs at once, errors
 * logged and the next run tried anyway, the timer unref'ed (it never keeps the process alive).
 * Returns the function that stops it. For sweeps whose state is in the database (hold expiry), so
 * a restart or a second node changes nothing but who runs it.
 */
export function runPeriodically(
  name: string,
  everyMs: number,
  task: () => Promise<unknown>,
  log: { error: (details: { err: unknown; task: string }, message: string) => void },
): () => void {
  let running = false
  let rerun = false
  const run = async () => {
    if (running) return
    running = true
    try {
      await task()
    } catch (err) {
      log.error({ err, task: name }, 'periodic task failed')
    } finally {
      running = false
      if (rerun) {
        rerun = false
        void run()
      }
    }
  }
  void run()
  const timer = setInterval(() => void run(), everyMs)
  timer.unref()
  // Under the browser tests' harness a moved clock runs the task at once (clock.server.ts); never otherwise.
  const stopListening = onClockMoved(() => {
    if (running) rerun = true
    else void run()
  })
  return () => {
    clearInterval(timer)
    stopListening()
  }
}
