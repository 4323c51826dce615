import * as z from './zod-shop.ts'

/**
 * zod, set up for the browser before any schema is made (every module imports `z` from here; lint
 * holds it). Building an object schema, zod probes whether it may compile parsers with
 * `new Function`; the page's Content-Security-Policy has no 'unsafe-eval', so the browser reports
 * the probe as a violation even though zod catches the error (Lighthouse: "Issues logged", the
 * checkout forms). In the browser it parses without compiling; the server keeps the faster compiled parsers.
 * Its `z.string()` refuses control characters (zod-shop.ts): one rule for every form's text.
 */
if (typeof document !== 'undefined') z.config({ jitless: true })

export { z }
