import { describe, expect, it } from 'vitest'
import { deferHydration, finishDocument, inlineStylesheets } from './document-stream.server.ts'

const css = '@font-face{src:url(/assets/jost-latin-wght-normal-AB12.woff2)}@font-face{src:url(/assets/jost-cyrillic-wght-normal-CD34.woff2)}body{color:red}'
const read = (href: string) => (href === '/assets/root-X1.css' ? css : null)

describe('document stream: inline stylesheet, deferred bootstrap', () => {
  it('inlines the stylesheet and keeps the link, non-blocking', () => {
    const out = inlineStylesheets('<head><meta charSet="utf-8"/><link rel="stylesheet" href="/assets/root-X1.css"/></head>', read)
    expect(out).toBe(`<head><meta charSet="utf-8"/><style>${css}</style><link rel="stylesheet" href="/assets/root-X1.css" media="print"/></head>`)
  })

  it('keeps the nonce React Router gives the link', () => {
    expect(inlineStylesheets('<link nonce="n0" rel="stylesheet" href="/assets/root-X1.css"/>', read)).toMatch(
      /<link nonce="n0" rel="stylesheet" href="\/assets\/root-X1.css" media="print"\/>$/,
    )
  })

  it('takes the module preloads out of the head and hands them over', () => {
    const preloads: string[] = []
    const head = '<meta charSet="utf-8"/><link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n"/><link rel="modulepreload" fetchpriority="low" href="/assets/x.js"/>'
    expect(inlineStylesheets(head, read, preloads)).toBe('<meta charSet="utf-8"/>')
    expect(preloads).toEqual(['/assets/entry.client-A.js', '/assets/x.js'])
  })

  it('leaves a stylesheet it cannot read as it was', () => {
    const head = '<link rel="stylesheet" href="/assets/other-Y2.css"/>'
    expect(inlineStylesheets(head, read)).toBe(head)
  })

  it('works on the head only', () => {
    const out = finishDocument(
      '<html><head><link rel="stylesheet" href="/assets/root-X1.css"/></head><body><link rel="stylesheet" href="/assets/root-X1.css"/></body></html>',
      read,
    )
    expect(out).toContain(`<style>${css}</style>`)
    expect(out.endsWith('<body><link rel="stylesheet" href="/assets/root-X1.css"/></body></html>')).toBe(true)
  })

  it('inlines only the rules the document uses, and links the whole file', () => {
    const sheet = 'html{margin:0}.used{color:red}.unused{color:blue}@media (width>=48rem){.md\\:used{display:flex}.md\\:unused{display:none}}'
    const out = finishDocument('<html><head><link rel="stylesheet" href="/assets/root-X1.css"/></head><body><p class="used md:used">a</p></body></html>', (href) =>
      href === '/assets/root-X1.css' ? sheet : null,
    )
    expect(out).toContain(
      '<style>html{margin:0}.used{color:red}@media (width>=48rem){.md\\:used{display:flex}}</style><link rel="stylesheet" href="/assets/root-X1.css" media="print"/>',
    )
  })

  const bootstrap =
    ';\nimport * as route0 from "/assets/root-A.js";\nimport * as route1 from "/assets/home-B.js";\n  window.__reactRouterManifest = {"x":1};\n  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n\nimport("/assets/entry.client-C.js");'

  it('defers the bootstrap until the page is painted, then preloads and imports the same modules', async () => {
    const out = deferHydration(bootstrap, ['/assets/entry.client-C.js', '/assets/root-A.js', '/assets/react-D.js'])
    expect(out).not.toMatch(/^\s*import \*/m)
    expect(out.indexOf('requestAnimationFrame')).toBeLessThan(out.indexOf('import('))
    expect(out).toContain('const route0 = await import("/assets/root-A.js"); await breathe();')
    expect(out).toContain('["/assets/entry.client-C.js","/assets/root-A.js","/assets/react-D.js"]')
    expect(out).toContain('window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};')
    expect(out.trim().endsWith('import("/assets/entry.client-C.js");')).toBe(true)
    // It is a module that runs: evaluate it with stand-ins for the browser and see what it did.
    // The log of what it did, in order: preloads added, modules imported, tasks yielded.
    const log: string[] = []
    const stylesheetLink = { media: 'print' }
    const browser = {
      requestAnimationFrame: (f: () => void) => f(),
      setTimeout: (f: () => void) => f(),
      MessageChannel: class {
        port1: { onmessage: (() => void) | null } = { onmessage: null }
        port2 = { postMessage: () => (log.push('yield'), this.port1.onmessage?.()) }
      },
      document: {
        createElement: () => ({ rel: '', href: '' }),
        head: { append: (l: { rel: string; href: string }) => log.push(`${l.rel} ${l.href}`) },
        querySelectorAll: (selector: string) => (log.push(`select ${selector}`), [stylesheetLink]),
      },
      window: {} as Record<string, unknown>,
    }
    const body = out.replace(/\bimport\(/g, '__import(')
    // A still clock: on a busy machine the real one makes the preload loop yield where this test does not expect it.
    const stillClock = { now: () => 0 }
    const run = new Function('requestAnimationFrame', 'setTimeout', 'MessageChannel', 'document', 'window', 'performance', '__import', `return (async () => {${body}})()`)
    await run(browser.requestAnimationFrame, browser.setTimeout, browser.MessageChannel, browser.document, browser.window, stillClock, async (u: string) => {
      log.push(`import ${u}`)
      return { url: u }
    })
    // Painted: the whole stylesheet (linked as print) applies, before anything is fetched or run.
    expect(log[0]).toBe('select link[rel="stylesheet"][media="print"]')
    expect(stylesheetLink.media).toBe('all')
    expect(log.filter((l) => l.startsWith('modulepreload'))).toEqual([
      'modulepreload /assets/entry.client-C.js',
      'modulepreload /assets/root-A.js',
      'modulepreload /assets/react-D.js',
    ])
    // Shared chunks first, then the routes in order, then the entry; a task boundary after each but the entry.
    expect(log.filter((l) => !l.startsWith('modulepreload') && !l.startsWith('select'))).toEqual([
      'import /assets/react-D.js',
      'yield',
      'import /assets/root-A.js',
      'yield',
      'import /assets/home-B.js',
      'yield',
      'import /assets/entry.client-C.js',
    ])
    expect(browser.window.__reactRouterRouteModules).toEqual({ root: { url: '/assets/root-A.js' }, 'routes/home': { url: '/assets/home-B.js' } })
  })

  it('rewrites the bootstrap script of the document, and nothing else', () => {
    const html = `<html><head><link rel="modulepreload" href="/assets/root-A.js"/></head><body><p>a < b</p><script nonce="n">window.x = 1</script><script nonce="n" type="module" async="">${bootstrap}</script><script>tail()</script></body></html>`
    const out = finishDocument(html, read)
    expect(out).toContain('<p>a < b</p><script nonce="n">window.x = 1</script><script nonce="n" type="module" async="">')
    expect(out).toContain(deferHydration(bootstrap, ['/assets/root-A.js']))
    expect(out).not.toContain('rel="modulepreload"')
    expect(out.endsWith('</script><script>tail()</script></body></html>')).toBe(true)
  })
})
