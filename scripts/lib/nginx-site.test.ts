import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { findNginx } from './cluster.ts'
import { hostConfigPath, hostSite, renderClusterNginx, renderNginxSite } from './nginx-site.ts'

describe("nginx's configuration", () => {
  it('deploy/nginx/gemela.conf is the template rendered for a real host (regenerate it: npx tsx scripts/lib/nginx-site.ts > deploy/nginx/gemela.conf)', () => {
    expect(readFileSync(hostConfigPath, 'utf8')).toBe(renderNginxSite(hostSite))
  })

  it('the real host and npm run cluster share every rule: the upstream, the retries, the assets and the headers', () => {
    const host = renderNginxSite(hostSite)
    const cluster = renderClusterNginx({ dir: '/tmp/x', port: 3000, nodes: ['127.0.0.1:3001', '127.0.0.1:3002'], clientDir: '/srv/gemela/build/client' })
    // From the body limit to the end of the site: the same lines (the cluster's nested one level deeper, in its http block).
    const rules = (text: string) =>
      text
        .slice(text.indexOf('client_max_body_size'))
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
    expect(rules(cluster).slice(0, rules(host).length)).toEqual(rules(host))
    expect(host).toContain('proxy_next_upstream error timeout http_502 http_503;')
    // A POST a node received is never sent to another: no non_idempotent.
    expect(host).not.toMatch(/proxy_next_upstream [^;]*non_idempotent/)
    expect(cluster).toContain('listen 127.0.0.1:3000;')
    expect(cluster).not.toContain('ssl_certificate')
  })

  it('refuses a value that would end its directive (a server name from someone else)', () => {
    expect(() => renderNginxSite({ ...hostSite, serverName: 'shop.example.com; include /etc/passwd' })).toThrow(/not usable/)
    expect(() => renderNginxSite({ ...hostSite, clientDir: '/srv/"x"' })).toThrow(/not usable/)
  })

  it.skipIf(!findNginx())('nginx accepts the loopback configuration (nginx -t)', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'gemela-nginx-'))
    try {
      mkdirSync(path.join(dir, 'tmp'))
      const conf = path.join(dir, 'nginx.conf')
      writeFileSync(conf, renderClusterNginx({ dir, port: 3000, nodes: ['127.0.0.1:3001', '127.0.0.1:3002'], clientDir: path.join(dir, 'client') }))
      const result = spawnSync(findNginx()!, ['-t', '-p', dir, '-c', conf, '-e', path.join(dir, 'error.log')], { encoding: 'utf8' })
      expect(result.stderr).toContain('syntax is ok')
      expect(result.status).toBe(0)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
