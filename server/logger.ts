/** The host logs through the app's logger: one JSON line per entry, strings bounded (app/utils/logger.server.ts). */
export { logger, routeConsoleTo } from '#app/utils/logger.server.ts'
