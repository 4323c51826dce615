import { eq } from 'drizzle-orm'
import { returnRequestEvents, returnRequests } from '#db/schema/returns.ts'
import { type AuditActor, recordAudit } from '#app/modules/admin/audit.server.ts'
import { enqueueMail } from '#app/modules/mail/outbox.server.ts'
import { consumeThrottles, type ThrottleRule } from '#app/modules/throttle/throttle.server.ts'
import { getDb, type Tx } from '#app/utils/db.server.ts'
import { parseSubmission } from '#app/utils/submission.ts'
import { canMoveRequest, type RequestStatus } from './request-status.ts'
import { formatReturnRequestNumber, requestActionSchema, type RequestIntent } from './schemas.ts'

/*
 * What an admin does on a request's page (admin-requests.server.ts): move its status, write an
 * internal note, reply to the customer by e-mail. Each change is one transaction holding the
 * request's row lock: the request, its history line, the audit row and (for a reply) the queued
 * e-mail commit together or not at all.
 */

/**
 * How many replies the page sends (the project's rule: every form that sends mail is rate limited per
 * sender and per recipient). An owner answers a handful a day; a stolen session or a stuck button
 * must not turn the shop into a mailer, nor bury one customer in mail.
 */
export const requestReplyLimits = {
  perAdmin: { limit: 30, windowSeconds: 60 * 60 },
  perRecipient: { limit: 5, windowSeconds: 60 * 60 },
  perRecipientDaily: { limit: 10, windowSeconds: 24 * 60 * 60 },
} as const satisfies Record<string, ThrottleRule>

export type RequestActionResult =
  { ok: true; intent: RequestIntent; status: RequestStatus } | { ok: false; status: 400 | 404 | 409 | 429; errors: Record<string, string>; retryAfterSeconds?: number }

class Refused extends Error {
  constructor(
    readonly status: 404 | 409,
    readonly errors: Record<string, string>,
  ) {
    super('refused')
  }
}

/** The audit's verb for each change: a status move is named by where it goes. */
const statusVerbs: Record<RequestStatus, string> = { new: 'reopen', answered: 'markAnswered', closed: 'close' }

/**
 * What an admin does on a request's page, from the submitted fields. A refusal (bad input, a move
 * request-status.ts does not allow, a reply beyond requestReplyLimits) writes nothing.
 */
export async function runRequestAction(requestId: number, actor: AuditActor, fields: Record<string, unknown>, now = new Date()): Promise<RequestActionResult> {
  const submission = parseSubmission(requestActionSchema, fields)
  if (!submission.ok) {
    const { intent, ...errors } = submission.errors
    return { ok: false, status: 400, errors: intent ? { ...errors, form: intent } : errors }
  }
  const action = submission.data

  if (action.intent === 'reply') {
    // The counters live outside the transaction (their own statement each): checked before anything is written.
    const [target] = await getDb().select({ email: returnRequests.email }).from(returnRequests).where(eq(returnRequests.id, requestId))
    if (!target) return { ok: false, status: 404, errors: { form: 'notFound' } }
    const allowed = await consumeThrottles([
      { key: `request-reply:admin:${actor.id}`, rule: requestReplyLimits.perAdmin },
      { key: `request-reply:recipient:hour:${target.email}`, rule: requestReplyLimits.perRecipient },
      { key: `request-reply:recipient:day:${target.email}`, rule: requestReplyLimits.perRecipientDaily },
    ])
    if (!allowed.ok) return { ok: false, status: 429, errors: { message: 'rateLimited' }, retryAfterSeconds: allowed.retryAfterSeconds }
  }

  try {
    const status = await getDb().transaction(async (tx) => {
      const [request] = await tx.select().from(returnRequests).where(eq(returnRequests.id, requestId)).for('update')
      if (!request) throw new Refused(404, { form: 'notFound' })
      const from = request.status as RequestStatus
      const number = formatReturnRequestNumber(request.id)
      const by = { actorId: actor.id, actorEmail: actor.email }
      switch (action.intent) {
        case 'status': {
          if (!canMoveRequest(from, action.to)) throw new Refused(409, { form: 'notAllowed' })
          await setStatus(request.id, action.to, tx)
          await addEvent(tx, { requestId: request.id, at: now, kind: 'status', ...by, fromStatus: from, toStatus: action.to })
          await recordAudit(
            { actor, action: `returnRequest.${statusVerbs[action.to]}`, entityType: 'return_request', entityId: number, before: { status: from }, after: { status: action.to } },
            tx,
          )
          return action.to
        }
        case 'note': {
          await addEvent(tx, { requestId: request.id, at: now, kind: 'note', ...by, fromStatus: from, toStatus: from, body: action.note })
          await recordAudit(
            { actor, action: 'returnRequest.note', entityType: 'return_request', entityId: number, before: { status: from }, after: { status: from, note: action.note } },
            tx,
          )
          return from
        }
        case 'reply': {
          if (from !== 'answered') await setStatus(request.id, 'answered', tx)
          const eventId = await addEvent(tx, { requestId: request.id, at: now, kind: 'reply', ...by, fromStatus: from, toStatus: 'answered', body: action.message })
          await enqueueMail({ kind: returnReplyMailKind, dedupeKey: `${returnReplyMailKind}:${eventId}`, to: request.email, locale: request.locale, payload: { eventId } }, tx)
          await recordAudit(
            {
              actor,
              action: 'returnRequest.reply',
              entityType: 'return_request',
              entityId: number,
              before: { status: from },
              after: { status: 'answered', reply: action.message },
            },
            tx,
          )
          return 'answered' as const
        }
      }
    })
    return { ok: true, intent: action.intent, status }
  } catch (err) {
    if (err instanceof Refused) return { ok: false, status: err.status, errors: err.errors }
    throw err
  }
}

/** The outbox's name for a reply's e-mail (its renderer: reply-mail.server.ts). */
export const returnReplyMailKind = 'return-reply'

async function setStatus(id: number, status: RequestStatus, tx: Tx) {
  await tx.update(returnRequests).set({ status }).where(eq(returnRequests.id, id))
}

async function addEvent(tx: Tx, event: typeof returnRequestEvents.$inferInsert): Promise<number> {
  const [row] = await tx.insert(returnRequestEvents).values(event).returning({ id: returnRequestEvents.id })
  return row!.id
}
