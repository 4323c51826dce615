import type { Db } from '#app/utils/db.server.ts'

export async function seedDatabase(_db: Db) {}
