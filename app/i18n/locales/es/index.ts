import { common } from './common.ts'

export const es = { common }
