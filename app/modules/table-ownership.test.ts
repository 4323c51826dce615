import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { is } from 'drizzle-orm'
import { PgTable } from 'drizzle-orm/pg-core'
import { describe, expect, test } from 'vitest'
import * as schema from '#db/schema/index.ts'

/**
 * Each module owns its tables and is the only one to query them; another module asks it through
 * its exported functions (docs/decisions/007-module-tables-and-transactions.md). A new table gets
 * an owner here, in the decision's table, and in no other module's imports.
 */
const owners: Record<string, string[]> = {
  accounts: ['users', 'sessions', 'authAccounts', 'verifications', 'rateLimits'],
  addresses: ['addresses'],
  basket: ['baskets', 'basketItems', 'savedItems'],
  catalogue: ['categories', 'products', 'fabrics', 'parts', 'sizes', 'fabricLocks', 'productFabrics', 'productParts', 'productPhotos', 'fabricStockMovements'],
  newsletter: ['newsletterSubscriptions'],
  returns: ['returnRequests', 'returnRequestEvents'],
  sizing: ['measurementProfiles'],
  store: ['storeSettings'],
  throttle: ['throttles'],
  orders: ['orders', 'orderItems', 'orderEvents', 'orderNumberSeq'],
  checkout: ['checkoutDrafts'],
  payments: ['payments', 'paymentEvents'],
  giftcards: ['giftCards', 'giftCardUses', 'giftCardEvents'],
  mail: ['mailOutbox'],
  admin: ['auditLog'],
  atelier: ['patternJobs'],
  invoices: ['invoices', 'invoiceCounters', 'invoiceRequests'],
}
const ownerOf = new Map(Object.entries(owners).flatMap(([module, tables]) => tables.map((t) => [t, module] as const)))

function moduleFiles(dir = 'app/modules'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return moduleFiles(file)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : []
  })
}

/** The values (not types) a file imports from the database schema. */
function schemaValuesImported(source: string): string[] {
  const imports = source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+['"]#db\/schema\/[^'"]+['"]/g)
  return [...imports].flatMap(([, typeOnly, names]) =>
    typeOnly
      ? []
      : names!
          .split(',')
          .map((n) => n.trim())
          .filter((n) => n && !n.startsWith('type '))
          .map((n) => n.split(/\s+as\s+/)[0]!),
  )
}

describe('table ownership', () => {
  test('every table of the schema has exactly one owning module', () => {
    const tables = Object.entries(schema)
      .filter(([, value]) => is(value, PgTable))
      .map(([name]) => name)
    expect(tables.length).toBeGreaterThan(15)
    expect(tables.filter((t) => !ownerOf.has(t))).toEqual([])
  })

  test('no module queries another module’s tables', () => {
    const trespasses: string[] = []
    for (const file of moduleFiles()) {
      const module = file.split(path.sep)[2]!
      for (const name of schemaValuesImported(readFileSync(file, 'utf8'))) {
        const owner = ownerOf.get(name)
        if (owner && owner !== module) trespasses.push(`${file} imports ${name} (owned by ${owner})`)
      }
    }
    expect(trespasses).toEqual([])
  })

  test('the check reads imports as the code writes them', () => {
    expect(schemaValuesImported(`import { basketItems, baskets, categories, type ItemParts } from '#db/schema/index.ts'`)).toEqual(['basketItems', 'baskets', 'categories'])
    expect(schemaValuesImported(`import type { ItemMeasurements } from '#db/schema/index.ts'`)).toEqual([])
  })
})
