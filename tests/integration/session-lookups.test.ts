import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { signOut } from '#app/modules/accounts/accounts.server.ts'
import { getSessionUser } from '#app/modules/accounts/session.server.ts'
import { getAuth } from '#app/utils/auth.server.ts'
import { noteDataChange, sessionsVersion, setDataFeedLive, storefrontChannel } from '#app/utils/data-changes.server.ts'
import { getDatabaseHandle } from '#app/utils/db.server.ts'
import { sessions, users } from '#db/schema/auth.ts'
import { useTestDatabase } from '#tests/setup/db.ts'
import { createSignedInCustomer } from '#tests/support/sign-in.ts'

// Issue 19: a signed-in customer's pages do not ask the database for her session on every request;
// a sign-out, a revoked session or a changed account reaches every node at once.
const { db } = useTestDatabase()

let stop: (() => Promise<void>) | undefined
afterEach(async () => {
  vi.restoreAllMocks()
  await stop?.()
  stop = undefined
})

async function follow() {
  stop = await getDatabaseHandle()!.listen(storefrontChannel, noteDataChange, setDataFeedLive)
}

/** Notices travel on another connection on a PostgreSQL server: wait a little for them. */
async function eventually(check: () => Promise<void>) {
  const deadline = Date.now() + 5_000
  for (;;) {
    try {
      return await check()
    } catch (error) {
      if (Date.now() > deadline) throw error
      await new Promise((r) => setTimeout(r, 20))
    }
  }
}

describe('kept session look-ups', () => {
  it('with the change feed live, asks better-auth once for many pages', async () => {
    await follow()
    const { cookie, userId } = await createSignedInCustomer()
    const lookups = vi.spyOn(getAuth().api, 'getSession')
    for (let i = 0; i < 3; i++) expect(await getSessionUser(`gemela_locale=es; ${cookie}`)).toMatchObject({ id: userId, firstName: 'Ana', role: 'customer' })
    expect(lookups).toHaveBeenCalledTimes(1)
  })

  it('keeps nothing without the change feed', async () => {
    const { cookie } = await createSignedInCustomer()
    const lookups = vi.spyOn(getAuth().api, 'getSession')
    await getSessionUser(cookie)
    await getSessionUser(cookie)
    expect(sessionsVersion()).toBeNull()
    expect(lookups).toHaveBeenCalledTimes(2)
  })

  it('forgets a session removed by another node, and a changed account', async () => {
    await follow()
    const ana = await createSignedInCustomer()
    const eva = await createSignedInCustomer()
    expect(await getSessionUser(ana.cookie)).toMatchObject({ role: 'customer' })
    expect(await getSessionUser(eva.cookie)).toMatchObject({ role: 'customer' })
    // Written straight to the database, as another node (or the back office) would.
    await db().update(users).set({ role: 'admin' }).where(eq(users.id, eva.userId))
    await eventually(async () => expect(await getSessionUser(eva.cookie)).toMatchObject({ role: 'admin' }))
    await db().delete(sessions).where(eq(sessions.userId, ana.userId))
    await eventually(async () => expect(await getSessionUser(ana.cookie)).toBeNull())
  })

  it('a sign-out on this node is seen by its very next page, before any notice', async () => {
    await follow()
    const { cookie } = await createSignedInCustomer()
    expect(await getSessionUser(cookie)).not.toBeNull()
    // The notice would only come later: the feed is told nothing here.
    await stop!()
    stop = undefined
    setDataFeedLive(true)
    try {
      expect(await getSessionUser(cookie)).not.toBeNull()
      await signOut({ cookie, address: '203.0.113.9' })
      expect(await getSessionUser(cookie)).toBeNull()
    } finally {
      setDataFeedLive(false)
    }
  })
})
