/**
 * nginx's configuration for Gemela, from one template (deploy/nginx/gemela.conf.template): the real
 * host's file (deploy/nginx/gemela.conf, committed, checked against the template by
 * nginx-site.test.ts) and the loopback one `npm run cluster` starts nginx with. One set of rules —
 * balancing, retries, assets, headers — so the two cannot drift.
 *
 * Run directly, prints the real host's file: `npx tsx scripts/lib/nginx-site.ts > deploy/nginx/gemela.conf`.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

const root = path.resolve(import.meta.dirname, '../..')
export const templatePath = path.join(root, 'deploy/nginx/gemela.conf.template')
export const hostConfigPath = path.join(root, 'deploy/nginx/gemela.conf')

export type NginxSite = {
  purpose: string
  /** host:port of each shop node. */
  nodes: string[]
  /** `listen` directives' arguments. */
  listen: string[]
  serverName: string
  /** The build's client folder (its `assets/` is served by nginx). */
  clientDir: string
  /** A certbot certificate's name: https on 443, port 80 answering the ACME challenge and redirecting. */
  tls?: { certificate: string }
}

/** A value written into the configuration: nothing in it may end its directive or start a variable. */
function checked(value: string): string {
  if (/["';{}\\$\r\n]/.test(value)) throw new Error(`not usable in nginx's configuration: ${JSON.stringify(value)}`)
  return value
}

export function renderNginxSite(site: NginxSite): string {
  const indent = (lines: string[]) => lines.map((line) => (line ? `    ${line}` : '')).join('\n')
  const tls = site.tls
  const values: Record<string, string> = {
    purpose: site.purpose,
    nodes: indent(site.nodes.map((node) => `server ${checked(node)} max_fails=1 fail_timeout=5s;`)),
    listen: indent(site.listen.map((listen) => `listen ${checked(listen)};`)),
    server_name: checked(site.serverName),
    client_dir: `"${checked(site.clientDir)}"`,
    tls: tls
      ? indent([
          `# certbot certonly --webroot -w /var/www/certbot -d ${checked(site.serverName)}`,
          `ssl_certificate /etc/letsencrypt/live/${checked(tls.certificate)}/fullchain.pem;`,
          `ssl_certificate_key /etc/letsencrypt/live/${checked(tls.certificate)}/privkey.pem;`,
          'ssl_protocols TLSv1.2 TLSv1.3;',
          'ssl_session_cache shared:gemela_tls:10m;',
          'ssl_session_timeout 1d;',
          '',
        ])
      : '',
    redirect: tls
      ? [
          '',
          "# Plain http: the certificate authority's challenge, and a redirect to https for everyone else.",
          'server {',
          '    listen 80;',
          '    listen [::]:80;',
          `    server_name ${site.serverName};`,
          '    location /.well-known/acme-challenge/ {',
          '        root /var/www/certbot;',
          '    }',
          '    location / {',
          '        return 301 https://$host$request_uri;',
          '    }',
          '}',
          '',
        ].join('\n')
      : '',
  }
  const template = readFileSync(templatePath, 'utf8')
  const rendered = template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    if (!(name in values)) throw new Error(`${templatePath}: unknown placeholder {{${name}}}`)
    return values[name]!
  })
  // An empty block leaves an empty line, not a line of spaces.
  return rendered.replace(/\n{3,}/g, '\n\n')
}

/** deploy/nginx/gemela.conf: two nodes on this host (systemd's gemela@3001 and gemela@3002), https by certbot. */
export const hostSite: NginxSite = {
  purpose: 'a real host: set server_name and the nodes, one on another machine by its private address',
  nodes: ['127.0.0.1:3001', '127.0.0.1:3002'],
  listen: ['443 ssl http2', '[::]:443 ssl http2'],
  serverName: 'shop.example.com',
  clientDir: '/srv/gemela/build/client',
  tls: { certificate: 'shop.example.com' },
}

/**
 * The whole nginx.conf `npm run cluster` runs (`nginx -p <dir> -c <file>`): the site on loopback, and
 * what a system's nginx.conf would otherwise give it (pid, logs and temporary files in `dir`).
 */
export function renderClusterNginx(options: { dir: string; port: number; nodes: string[]; clientDir: string; asRoot?: boolean }): string {
  const site = renderNginxSite({
    purpose: 'npm run cluster, on loopback; generated at each start',
    nodes: options.nodes,
    listen: [`127.0.0.1:${options.port}`],
    serverName: '127.0.0.1 localhost',
    clientDir: options.clientDir,
  })
  const dir = checked(options.dir)
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `    ${kind}_temp_path "${dir}/tmp/${kind}";`).join('\n')
  const body = site
    .split('\n')
    .map((line) => (line ? `    ${line}` : line))
    .join('\n')
  return `# Written by npm run cluster (scripts/lib/cluster.ts) at each start.
daemon off;
${options.asRoot ? '# Started by root: its workers read the build where root keeps it (a checkout under /root is closed to\n# nobody). On loopback only; a real host runs nginx as the system starts it.\nuser root;\n' : ''}worker_processes 1;
pid "${dir}/nginx.pid";
error_log "${dir}/error.log" warn;

events {
    worker_connections 1024;
}

http {
    access_log off;
    sendfile on;
    tcp_nopush on;
    server_tokens off;
    # Which node answered (the cluster tests follow a rolling restart by it). Inherited by the
    # locations that add no header of their own: the proxied ones, not /assets/.
    add_header X-Upstream $upstream_addr always;
${temp}
    default_type application/octet-stream;
    types {
        text/html html;
        text/css css;
        application/javascript js mjs;
        application/json json map;
        image/svg+xml svg;
        image/webp webp;
        image/png png;
        font/woff2 woff2;
    }

${body}
}
`
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) process.stdout.write(renderNginxSite(hostSite))
