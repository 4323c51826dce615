import type { PatternPieceRow } from '#db/schema/index.ts'

/** A garment's pattern as the admin's order page and the production sheet show it (docs/atelier.md#the-workshops-view). */
export type PatternView =
  | { position: number; state: 'unpaid' }
  | { position: number; state: 'pending'; reason: string | null; retryAt: string | null }
  | { position: number; state: 'failed'; reason: string }
  | { position: number; state: 'done'; pieces: PatternPieceRow[]; a4Pages: number; a0Pages: number; ms: number }
