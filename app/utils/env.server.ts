import { z } from '#app/utils/zod.ts'

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Public origin used in e-mail links, e.g. https://gemela.es. */
  APP_URL: z.string().url().optional(),
  /** PostgreSQL server; when unset the embedded PGlite database in DATA_DIR is used. */
  DATABASE_URL: z.string().url().optional(),
  /**
   * Connections each shop process keeps to DATABASE_URL. About twice the server's cores: more only
   * queue inside PostgreSQL and cost it CPU (bench/checkout.json was measured with 5 on 2 cores).
   */
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(5),
  /**
   * Shop processes on PostgreSQL (server/workers.ts): default one per core; the embedded database
   * always runs one. Each keeps its own DATABASE_POOL_MAX connections.
   */
  WORKERS: z.coerce.number().int().min(1).max(64).optional(),
  /** Set by the primary for each shop process it forks: its slot (1..WORKERS), named in its log lines. */
  GEMELA_WORKER: z.coerce.number().int().min(1).max(64).optional(),
  DATA_DIR: z.string().default('var/db'),
  /** Bearer token for /metrics; without it only the machine itself (loopback) may read them. */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** Memory for anonymous pages kept rendered and compressed (server/page-cache.ts); 0 turns the cache off. */
  PAGE_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(64),
  /** Where the embedded demo's admin password is kept (generated at first start); default next to DATA_DIR. */
  DEMO_ADMIN_PASSWORD_FILE: z.string().optional(),
  /** SMTP server (smtp://user:pass@host:port); when unset mail is written to OUTBOX_DIR. */
  SMTP_URL: z.string().optional(),
  OUTBOX_DIR: z.string().default('var/outbox'),
  /** Where uploaded catalogue pictures are kept (re-encoded WebP files; media-storage.server.ts). */
  MEDIA_DIR: z.string().default('var/media'),
  /**
   * An S3-compatible bucket for the uploaded pictures instead of MEDIA_DIR (AWS S3, Cloudflare R2,
   * MinIO…): set S3_BUCKET, and S3_ENDPOINT for anything but AWS. Without S3_ACCESS_KEY_ID the AWS
   * SDK finds credentials itself (instance role, ~/.aws). Every shop node then sees the same pictures.
   */
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Addresses the bucket as <endpoint>/<bucket>/… (MinIO and most S3-compatible servers); default: on when S3_ENDPOINT is set. */
  S3_FORCE_PATH_STYLE: z.enum(['0', '1']).optional(),
  /** Folder inside the bucket the pictures go to. */
  S3_PREFIX: z
    .string()
    .regex(/^([\w.-]+\/)*$/, 'S3_PREFIX: letters, digits, . _ - and / only, ending in /')
    .default('media/'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Reverse proxies whose X-Forwarded-For is believed: Express's `trust proxy` (addresses or subnets, comma-separated). */
  TRUST_PROXY: z.string().default('loopback'),
  /** Where `react-router build` wrote the app and the server serves it from (side-by-side builds, tests/README.md). */
  BUILD_DIR: z.string().default('build'),
  /** Set to show the drawing review page (/dev/preview-gallery) in production too. */
  PREVIEW_GALLERY: z.string().optional(),
  /** Signs sessions; generated into var/auth-secret when unset (auth.server.ts). */
  BETTER_AUTH_SECRET: z.string().min(32, 'BETTER_AUTH_SECRET must be at least 32 characters').optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  APPLE_CLIENT_ID: z.string().optional(),
  APPLE_CLIENT_SECRET: z.string().optional(),
  OIDC_ISSUER: z.string().url().optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  /** Stripe secret key (sk_live_… / sk_test_…): card, Apple Pay and Google Pay through Stripe Checkout. */
  STRIPE_SECRET_KEY: z.string().optional(),
  /** Signing secret of the Stripe webhook endpoint (/webhooks/stripe); required with STRIPE_SECRET_KEY. */
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Only for tests: the Stripe API's address (a local server speaking its protocol on 127.0.0.1). */
  STRIPE_API_BASE: z.string().url().optional(),
  /** 1 offers the test card method even with DATABASE_URL (never a real shop). */
  PAYMENTS_TEST: z.enum(['0', '1']).optional(),
  /** 1 opens /dev/mail-preview in production (the browser tests); never with a real shop's database. */
  MAIL_PREVIEW: z.enum(['0', '1']).optional(),
})

export type Env = z.infer<typeof schema>

const names = Object.keys(schema.shape) as (keyof Env)[]
let cached: { key: string; env: Env } | undefined

/**
 * Validated environment; fails fast naming the variable that is wrong. The one place that reads
 * `process.env` (tests and scripts set it; the app reads it only through here). Validated again
 * only when one of its variables changed since the last call, as a test's mail sink or APP_URL does.
 */
export function getEnv(): Env {
  // A production process's environment is fixed when it starts: one variable read, not all of them
  // (a page asks several times, and each read of process.env crosses into Node's C++).
  if (cached?.env.NODE_ENV === 'production' && process.env.NODE_ENV === 'production') return cached.env
  const key = names.map((name) => process.env[name] ?? '\u0000').join('\u0001')
  if (cached?.key === key) return cached.env
  const parsed = schema.safeParse(process.env)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid environment (see .env.example):\n${lines.join('\n')}`)
  }
  // A Stripe key without its webhook secret would take money the shop never hears about.
  if (parsed.data.STRIPE_SECRET_KEY && !parsed.data.STRIPE_WEBHOOK_SECRET)
    throw new Error('Invalid environment (see .env.example):\n  STRIPE_WEBHOOK_SECRET: required with STRIPE_SECRET_KEY')
  if (parsed.data.S3_ACCESS_KEY_ID && !parsed.data.S3_SECRET_ACCESS_KEY)
    throw new Error('Invalid environment (see .env.example):\n  S3_SECRET_ACCESS_KEY: required with S3_ACCESS_KEY_ID')
  cached = { key, env: parsed.data }
  return cached.env
}

/**
 * Which ways to pay the checkout offers (docs/product.md#payments): the test card when the database
 * is the embedded demo's (or PAYMENTS_TEST=1), card, Apple Pay and Google Pay through Stripe Checkout
 * when its keys are set, bank transfer always.
 */
export function paymentMethodsOffered(): ('card' | 'test_card' | 'transfer')[] {
  const env = getEnv()
  const test = env.PAYMENTS_TEST === '1' || !env.DATABASE_URL
  return [...(test ? (['test_card'] as const) : []), ...(env.STRIPE_SECRET_KEY ? (['card'] as const) : []), 'transfer']
}

/**
 * Whether a build opens /dev/mail-preview (the dev server always does): only with MAIL_PREVIEW=1 and
 * a database that is not a real shop's (the embedded one, or PAYMENTS_TEST=1), as the test card.
 */
export function mailPreviewOpen(): boolean {
  const env = getEnv()
  return env.MAIL_PREVIEW === '1' && (!env.DATABASE_URL || env.PAYMENTS_TEST === '1')
}

export function appUrl(): string {
  const env = getEnv()
  return env.APP_URL ?? `http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${env.PORT}`
}
