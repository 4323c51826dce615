/** How many designs a customer can keep for later ('Artículos guardados'). */
export const MAX_SAVED_ITEMS = 50
