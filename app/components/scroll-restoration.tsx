import { UNSAFE_useScrollRestoration as useScrollRestoration } from 'react-router'
import { browserStorage } from '#app/utils/browser-storage.ts'

/**
 * React Router's scroll restoration (a new page opens at its top, Back and Forward return to where
 * the reader was) without the inline script its <ScrollRestoration> writes into every document.
 * That script runs while the page is still being parsed, before its first paint, and reads
 * sessionStorage: a synchronous round trip to the browser process, 18–57 ms in Lighthouse's traces
 * of /product/1 on this machine (×4 on its simulated phone). A reloaded or revisited document does
 * not need it: when a page is left React Router hands scrolling back to the browser
 * (`history.scrollRestoration = 'auto'`), which puts the document back where it was. (The script
 * also gave the first history entry a key of its own; React Router never restores a position into
 * a server-rendered document, and it saves an entry's position whenever it leaves it, so the shared
 * key "default" is never read stale.) tests/e2e/shell.spec.ts walks all of it.
 */
export function ScrollRestoration() {
  // Under the name the cookie policy lists (app/utils/browser-storage.ts).
  useScrollRestoration({ storageKey: browserStorage.scrollPositions.name })
  return null
}
