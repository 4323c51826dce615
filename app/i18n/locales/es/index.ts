import { accounts } from './accounts.ts'
import { basket } from './basket.ts'
import { catalogue } from './catalogue.ts'
import { common } from './common.ts'
import { customizer } from './customizer.ts'
import { garment } from './garment.ts'
import { home } from './home.ts'
import { newsletter } from './newsletter.ts'
import { pages } from './pages.ts'
import { policies } from './policies.ts'
import { returns } from './returns.ts'
import { sizing } from './sizing.ts'

export const es = { accounts, basket, catalogue, common, customizer, garment, home, newsletter, pages, policies, returns, sizing }
