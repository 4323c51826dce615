import type { Translation } from '../../types.ts'
import type { es } from '../es/index.ts'
import { common } from './common.ts'

export const en = { common } satisfies Translation<typeof es>
