/**
 * The actions the audit page names in words (`admin.audit.actions.<action>` in the dictionary); any
 * other is shown as its code. A module that records a new kind of change adds its action here.
 */
export const knownAuditActions = [
  'settings.update',
  'order.confirmTransfer',
  'order.startProduction',
  'order.ship',
  'order.deliver',
  'order.cancel',
  'order.note',
  'order.retryRefund',
  'order.refundDone',
] as const

export function isKnownAuditAction(action: string): action is (typeof knownAuditActions)[number] {
  return (knownAuditActions as readonly string[]).includes(action)
}
