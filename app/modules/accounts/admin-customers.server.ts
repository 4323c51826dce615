import { and, asc, desc, eq, ilike, or, sql } from 'drizzle-orm'
import { getDb } from '#app/utils/db.server.ts'
import { users } from '#db/schema/auth.ts'

/*
 * The shop's accounts as the back office lists them (/admin/customers, docs/product.md#admin-customers):
 * customers only (role 'customer'; admins are not customers, guests are not accounts), newest
 * sign-up first, searched by name or e-mail in any case, paged by keyset on (created_at, id).
 */

export type CustomerAccount = {
  id: string
  name: string
  firstName: string
  lastName: string
  email: string
  emailVerified: boolean
  locale: string
  createdAt: Date
  /** She deleted her account: the row is kept, emptied, for her orders (docs/security.md#her-data). */
  deletedAt: Date | null
}

export const CUSTOMERS_PAGE_SIZE = 25

export type CustomerAccountPage = { rows: CustomerAccount[]; older: string | null; newer: string | null }

const columns = {
  id: users.id,
  name: users.name,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  emailVerified: users.emailVerified,
  locale: users.locale,
  createdAt: users.createdAt,
  deletedAt: users.deletedAt,
}

/** Part of her name (as she gave it, or first and last name together) or of her e-mail, in any case. */
function search(q: string) {
  const term = q.trim()
  if (!term) return undefined
  const pattern = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
  return or(ilike(users.name, pattern), ilike(users.email, pattern), ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern))
}

const isCustomer = eq(users.role, 'customer')

/**
 * One page of customers, newest sign-up first: `before` an account's id gives the page of older
 * sign-ups, `after` the page of newer ones. The cursor's own timestamp is read in the database (its
 * full precision), and the order (created_at, id) is total, so no account is skipped or shown twice.
 */
export async function listCustomerAccounts(q = '', page: { before?: string; after?: string } = {}, size = CUSTOMERS_PAGE_SIZE): Promise<CustomerAccountPage> {
  const cursorId = page.before ?? page.after
  const cursor = cursorId === undefined ? undefined : sql`(select ${users.createdAt}, ${users.id} from ${users} where ${users.id} = ${cursorId})`
  const newestFirst = page.after === undefined
  const rows = await getDb()
    .select(columns)
    .from(users)
    .where(
      and(
        isCustomer,
        search(q),
        cursor === undefined ? undefined : page.before !== undefined ? sql`(${users.createdAt}, ${users.id}) < ${cursor}` : sql`(${users.createdAt}, ${users.id}) > ${cursor}`,
      ),
    )
    .orderBy(...(newestFirst ? [desc(users.createdAt), desc(users.id)] : [asc(users.createdAt), asc(users.id)]))
    .limit(size + 1)
  const more = rows.length > size
  const kept = rows.slice(0, size)
  const list = newestFirst ? kept : kept.reverse()
  const first = list[0]?.id ?? null
  const last = list.at(-1)?.id ?? null
  if (newestFirst) return { rows: list, older: more ? last : null, newer: page.before !== undefined ? first : null }
  return { rows: list, older: last, newer: more ? first : null }
}

/** A customer's account, or null (no such account, or it is an admin's). */
export async function getCustomerAccount(id: string): Promise<CustomerAccount | null> {
  const [row] = await getDb()
    .select(columns)
    .from(users)
    .where(and(eq(users.id, id), isCustomer))
  return row ?? null
}

const EXPORT_BATCH = 500

/** Every customer, oldest sign-up first, a batch at a time (keyset): the export reads them as it writes. */
export async function* customerAccountsInBatches(batch = EXPORT_BATCH): AsyncGenerator<CustomerAccount[]> {
  let after: string | null = null
  for (;;) {
    // The cursor's timestamp read in the database, at its full precision (JavaScript dates stop at milliseconds).
    const cursor = after === null ? undefined : sql`(${users.createdAt}, ${users.id}) > (select ${users.createdAt}, ${users.id} from ${users} where ${users.id} = ${after})`
    const rows: CustomerAccount[] = await getDb().select(columns).from(users).where(and(isCustomer, cursor)).orderBy(asc(users.createdAt), asc(users.id)).limit(batch)
    if (rows.length) yield rows
    if (rows.length < batch) return
    after = rows.at(-1)!.id
  }
}
