/**
 * A helper server of the browser tests ends with the `npm test` that started it (E2E_OWNER_PID),
 * however that ends: Playwright's own clean-up does not run when its runner is killed, and a shop
 * left on port 3100 makes the next run fail.
 */
export function exitWithOwner() {
  const owner = Number(process.env.E2E_OWNER_PID)
  if (!owner) return
  setInterval(() => {
    try {
      process.kill(owner, 0)
    } catch {
      process.exit(0)
    }
  }, 1000).unref()
}
