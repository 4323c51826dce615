/** How many fabrics the fabric step lists at first, and how many more each "Ver más tejidos" adds (a shop may offer hundreds). */
export const fabricPageSize = 12

/** The fabric list's length from the URL's `shown`: a whole number of pages, at least one, at most 100. */
export function parseShown(raw: string | null | undefined): number {
  const n = raw && /^\d{1,5}$/.test(raw) ? Number(raw) : 0
  return Math.min(100, Math.max(1, Math.ceil(n / fabricPageSize))) * fabricPageSize
}

/**
 * The fabric step lists the fabrics of the chosen family a page at a time ("Ver más tejidos" adds
 * the next): a shop offering hundreds sends and draws a few dozen, not all. The chosen fabric travels
 * too, after the page when it is further down the list: she sees her choice, and the summary and drawing have it.
 */
export function pageFabrics<F extends { id: number; material: string }>(all: F[], view: { material: string | null; shown: number; chosen: number | null }) {
  const matching = view.material ? all.filter((f) => f.material === view.material) : all
  const listed = matching.slice(0, view.shown)
  const chosen = all.find((f) => f.id === view.chosen)
  const extra = chosen && !listed.includes(chosen) ? chosen : null
  return {
    fabrics: extra ? [...listed, extra] : listed,
    page: {
      shown: listed.length + (extra && matching.includes(extra) ? 1 : 0),
      total: matching.length,
      nextShown: matching.length > view.shown ? view.shown + fabricPageSize : null,
    },
  }
}
