/*
 * A return or adjustment request's number, as the shop writes it and as an admin types it. Here, not in
 * app/modules/returns, so the back office's change log can name a request without the two module
 * folders importing each other.
 */

/** "R-00042": what the customer quotes when she writes to us about her request. */
export function formatReturnRequestNumber(id: number): string {
  return `R-${String(id).padStart(5, '0')}`
}

/** The request's number as an admin types it (R-00042, r42, 42) → its id; null when it is not one. */
export function parseReturnRequestNumber(value: string): number | null {
  const match = /^(?:R-?)?0*(\d{1,9})$/i.exec(value.trim())
  if (!match) return null
  const id = Number(match[1])
  return id > 0 && id <= 2_147_483_647 ? id : null
}
