/**
 * A return request's life in the back office (docs/product.md#admin-requests): it arrives `new`
 * (waiting for the shop), is `answered` (a reply sent, or marked so when she was answered by phone)
 * and `closed`; a closed one can be reopened, and waits again.
 */
export const requestStatuses = ['new', 'answered', 'closed'] as const
export type RequestStatus = (typeof requestStatuses)[number]

/** The moves an admin may make by hand; a reply moves any request to `answered` (it has just been answered). */
const moves: Record<RequestStatus, readonly RequestStatus[]> = {
  new: ['answered', 'closed'],
  answered: ['closed'],
  closed: ['new'],
}

export function canMoveRequest(from: RequestStatus, to: RequestStatus): boolean {
  return moves[from].includes(to)
}

/** The moves the page offers for a request in this status, in the order it shows them. */
export function requestMoves(from: RequestStatus): readonly RequestStatus[] {
  return moves[from]
}

export function isRequestStatus(value: string): value is RequestStatus {
  return (requestStatuses as readonly string[]).includes(value)
}
