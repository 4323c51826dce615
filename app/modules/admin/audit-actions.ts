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
  'order.redraftPattern',
  'order.release',
  'returnRequest.markAnswered',
  'returnRequest.close',
  'returnRequest.reopen',
  'returnRequest.note',
  'returnRequest.reply',
  'category.create',
  'category.update',
  'category.delete',
  'category.archive',
  'category.restore',
  'fabric.create',
  'fabric.update',
  'fabric.delete',
  'fabric.archive',
  'fabric.restore',
  'fabric.image',
  'fabric.stock',
  'part.create',
  'part.update',
  'part.archive',
  'part.restore',
  'part.image',
  'size.create',
  'size.update',
  'size.delete',
  'product.create',
  'product.update',
  'product.delete',
  'product.archive',
  'giftCard.void',
  'giftCard.resend',
] as const

export function isKnownAuditAction(action: string): action is (typeof knownAuditActions)[number] {
  return (knownAuditActions as readonly string[]).includes(action)
}
