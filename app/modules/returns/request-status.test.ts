import { describe, expect, test } from 'vitest'
import { canMoveRequest, isRequestStatus, requestMoves, requestStatuses } from './request-status.ts'

describe('a return request’s statuses', () => {
  test('new → answered → closed, a new one may be closed at once, a closed one reopened', () => {
    expect(canMoveRequest('new', 'answered')).toBe(true)
    expect(canMoveRequest('answered', 'closed')).toBe(true)
    expect(canMoveRequest('new', 'closed')).toBe(true)
    expect(canMoveRequest('closed', 'new')).toBe(true)
  })

  test('nothing else: no move to the same status, no going back to "new" before closing, no "answered" from closed by hand', () => {
    for (const s of requestStatuses) expect(canMoveRequest(s, s)).toBe(false)
    expect(canMoveRequest('answered', 'new')).toBe(false)
    expect(canMoveRequest('closed', 'answered')).toBe(false)
    expect(requestMoves('closed')).toEqual(['new'])
  })

  test('only the three statuses are statuses', () => {
    expect(isRequestStatus('answered')).toBe(true)
    expect(isRequestStatus('received')).toBe(false)
    expect(isRequestStatus('')).toBe(false)
  })
})
