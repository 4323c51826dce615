import { describe, expect, it } from 'vitest'
import { canCustomerCancel, canMoveOrder, holdsFabric } from './status.ts'

describe('canMoveOrder', () => {
  it('lets a payment move only an unpaid or expired order to paid', () => {
    expect(canMoveOrder('pending_payment', 'paid', 'payment')).toBe(true)
    expect(canMoveOrder('expired', 'paid', 'payment')).toBe(true)
    expect(canMoveOrder('cancelled', 'paid', 'payment')).toBe(false)
    expect(canMoveOrder('paid', 'paid', 'payment')).toBe(false)
  })
  it('follows the workshop order for the admin and never goes back', () => {
    expect(canMoveOrder('paid', 'in_production', 'admin')).toBe(true)
    expect(canMoveOrder('in_production', 'shipped', 'admin')).toBe(true)
    expect(canMoveOrder('shipped', 'delivered', 'admin')).toBe(true)
    expect(canMoveOrder('shipped', 'paid', 'admin')).toBe(false)
    expect(canMoveOrder('delivered', 'cancelled', 'admin')).toBe(false)
  })
  it('lets the system only expire unpaid orders', () => {
    expect(canMoveOrder('pending_payment', 'expired', 'system')).toBe(true)
    expect(canMoveOrder('paid', 'expired', 'system')).toBe(false)
  })
})

describe('canCustomerCancel', () => {
  const placedAt = new Date('2026-11-25T10:00:00Z')
  it('is free within 24 h while not in production', () => {
    expect(canCustomerCancel({ status: 'paid', placedAt }, new Date('2026-11-26T09:59:00Z'), 24)).toBe(true)
    expect(canCustomerCancel({ status: 'pending_payment', placedAt }, new Date('2026-11-25T11:00:00Z'), 24)).toBe(true)
  })
  it('is not hers after 24 h or once production started', () => {
    expect(canCustomerCancel({ status: 'paid', placedAt }, new Date('2026-11-26T10:01:00Z'), 24)).toBe(false)
    expect(canCustomerCancel({ status: 'in_production', placedAt }, new Date('2026-11-25T11:00:00Z'), 24)).toBe(false)
    expect(canCustomerCancel({ status: 'cancelled', placedAt }, new Date('2026-11-25T11:00:00Z'), 24)).toBe(false)
  })
  it('is hers at any time while unpaid: nothing was paid or made, and it holds fabric she may need to let go', () => {
    expect(canCustomerCancel({ status: 'pending_payment', placedAt }, new Date('2026-11-28T09:00:00Z'), 24)).toBe(true)
    expect(canCustomerCancel({ status: 'expired', placedAt }, new Date('2026-11-25T11:00:00Z'), 24)).toBe(false)
  })
})

describe('holdsFabric', () => {
  it('is false only for cancelled and expired orders', () => {
    expect(holdsFabric('pending_payment')).toBe(true)
    expect(holdsFabric('delivered')).toBe(true)
    expect(holdsFabric('expired')).toBe(false)
    expect(holdsFabric('cancelled')).toBe(false)
  })
})
