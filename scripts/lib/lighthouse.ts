/**
 * Lighthouse (mobile) on one page for `npm run bench`: the median of several runs, next to how fast
 * the host is at that moment (its scores follow the host's speed).
 */
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'

export type LighthouseRun = { performance: number; accessibility: number; bestPractices: number; seo: number; lcpMs: number; cls: number; tbtMs: number; fcpMs: number }

/** Runs a command without blocking the event loop (a blocked loop never sees the server close idle kept-alive sockets, and the next fetch then reuses a dead one). */
function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<{ status: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] })
    let stderr = ''
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()))
    child.on('close', (status) => resolve({ status, stderr }))
  })
}

async function lighthouseOnce(url: string, work: string, cookie?: string): Promise<LighthouseRun | null> {
  const out = path.join(work, `lh-${new URL(url).pathname.replace(/\W+/g, '_')}.json`)
  const flags = `--headless=new --no-sandbox --disable-gpu --user-data-dir=${path.join(work, 'chrome-' + Math.random().toString(36).slice(2))}`
  const result = await run(
    'npx',
    [
      'lighthouse',
      url,
      '--quiet',
      '--output=json',
      `--output-path=${out}`,
      `--chrome-flags=${flags}`,
      '--only-categories=performance,accessibility,best-practices,seo',
      ...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
    ],
    { ...process.env, CHROME_PATH: '/usr/bin/chromium' },
  )
  // Chrome now and then fails to record the trace (NO_NAVSTART): that run is retried.
  if (result.status !== 0) {
    console.warn(
      `lighthouse run failed on ${url}: ${result.stderr
        .split('\n')
        .filter((l) => !l.startsWith('npm warn'))
        .join(' ')
        .slice(0, 200)}`,
    )
    return null
  }
  const report = JSON.parse(readFileSync(out, 'utf8')) as {
    categories: Record<string, { score: number }>
    audits: Record<string, { numericValue?: number }>
  }
  const score = (k: string) => Math.round((report.categories[k]?.score ?? 0) * 100)
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: Math.round(report.audits['first-contentful-paint']?.numericValue ?? 0),
    lcpMs: Math.round(report.audits['largest-contentful-paint']?.numericValue ?? 0),
    cls: Math.round((report.audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
    tbtMs: Math.round(report.audits['total-blocking-time']?.numericValue ?? 0),
  }
}

/** Lighthouse varies from run to run: the median run (by performance score) of `runs` good ones. */
export async function lighthouse(url: string, options: { work: string; cookie?: string; runs?: number }): Promise<LighthouseRun> {
  const runs = options.runs ?? Number(process.env.BENCH_RUNS ?? 5)
  const good: LighthouseRun[] = []
  for (let attempt = 0; good.length < runs && attempt < runs + 3; attempt++) {
    const once = await lighthouseOnce(url, options.work, options.cookie)
    if (once) good.push(once)
  }
  if (good.length === 0) throw new Error(`lighthouse failed on ${url}`)
  good.sort((a, b) => a.performance - b.performance)
  return { ...good[Math.floor(good.length / 2)]!, runs: good.length, performanceRuns: good.map((r) => r.performance) } as LighthouseRun
}

/**
 * The host's speed right now: milliseconds for a fixed loop (400–430 at this machine's quietest in
 * session 5, up to 690 when busy). Lighthouse multiplies every main-thread task by 4, so its scores
 * follow this number: read them together.
 */
export function cpuProbe() {
  const start = performance.now()
  let x = 0
  for (let i = 0; i < 3e8; i++) x += i % 7
  if (x < 0) console.log(x) // keeps the loop from being optimised away
  return Math.round(performance.now() - start)
}
