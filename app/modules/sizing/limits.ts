// Limits shared by the measurement form (client) and its schema (server). Kept apart from
// schemas.ts so the browser gets these numbers without zod or the body model.

export const PROFILE_NAME_MAX = 100
export const NOTES_MAX = 1000
/** Longer than any body: a value above this (after conversion) is a typing slip, not a measurement. */
export const MEASUREMENT_MAX_CM = 300
/**
 * Measurement profiles one account keeps (issue 14 item 9): more than a household's worth of
 * bodies, few enough that the list is one screen and a script cannot fill the database.
 */
export const MAX_PROFILES = 20
