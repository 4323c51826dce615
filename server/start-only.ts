/** Serves an existing production build (no build step): used by the bench and the e2e server. */
import { startServer } from './index.ts'

await startServer()
