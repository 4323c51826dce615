/** What `npm run bench` measures the shop against (scripts/bench.ts). */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'

/** The body exactly as sent (no decoding): the page's gzip bytes when asked with gzip. */
export function rawGet(url: string, headers: Record<string, string>): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => resolve(Buffer.concat(chunks)))
      })
      .on('error', reject)
  })
}

/**
 * The limit for any Node app on this machine: a bare `http` server answering each page's gzip bytes
 * from memory (plain Node), in the same run as the shop and with as many processes as the shop runs
 * (server/workers.ts) — the same bytes, the same processes.
 */
const bareNodeServer = `
const cluster = require('node:cluster'), http = require('node:http'), fs = require('node:fs'), path = require('node:path')
const [dir, port, processes] = process.argv.slice(2)
if (cluster.isPrimary && Number(processes) > 1) {
  for (let i = 0; i < Number(processes); i++) cluster.fork()
} else {
  const files = new Map(fs.readdirSync(dir).map((f) => ['/' + f, fs.readFileSync(path.join(dir, f))]))
  http.createServer((req, res) => {
    const body = files.get(req.url)
    if (!body) { res.statusCode = 404; return res.end() }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'gzip', 'content-length': body.length })
    res.end(body)
  }).listen(Number(port), '127.0.0.1')
}
`

/**
 * The two references of the throughput table: the bare Node server on `port` + 2 (gzip files in
 * `gz`) and, when installed, nginx on `port` + 1 (gzip on, no access log, the pages as files in
 * `plain`), each with `processes` processes.
 */
export function startReferences(options: { work: string; gz: string; plain: string; port: number; processes: number }) {
  const { work, gz, plain, port, processes } = options
  const script = path.join(work, 'bare-node.cjs')
  writeFileSync(script, bareNodeServer)
  const bare = spawn(process.execPath, [script, gz, String(port + 2), String(processes)], { stdio: 'inherit' })
  let nginx: ChildProcess | undefined
  if (spawnSync('sh', ['-c', 'command -v nginx']).status === 0) {
    const conf = path.join(work, 'nginx.conf')
    writeFileSync(
      conf,
      `daemon off; worker_processes ${processes}; pid ${work}/nginx.pid; error_log ${work}/nginx-error.log;
events { worker_connections 1024; }
http { access_log off; gzip on; default_type text/html; server { listen 127.0.0.1:${port + 1}; root ${plain}; } }`,
    )
    nginx = spawn('nginx', ['-c', conf, '-p', work], { stdio: 'inherit' })
  } else console.log('nginx is not installed (apt-get install -y nginx): no nginx reference this run')
  return {
    bareNode: `http://127.0.0.1:${port + 2}`,
    nginx: nginx ? `http://127.0.0.1:${port + 1}` : undefined,
    stop() {
      bare.kill('SIGTERM')
      nginx?.kill('SIGTERM')
    },
  }
}
