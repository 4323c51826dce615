import type { Locale } from '#app/i18n/config.ts'
import { translations } from '#app/i18n/resources.server.ts'

export type RequestErrorKey = keyof (typeof translations)['es']['requestErrors']

/** The message for a request the shop cannot read, in the client's language. */
export function requestErrorText(locale: Locale, key: RequestErrorKey): string {
  return translations[locale].requestErrors[key]
}

/**
 * A 4xx answer to a malformed request: one short plain-text sentence saying what was wrong. Thrown
 * from an action it reaches the client as is (resource routes, `.data` requests) or as the page's
 * error boundary with this status; either way nothing is logged but the request line.
 */
export function requestErrorResponse(status: number, key: RequestErrorKey, locale: Locale, headers?: Record<string, string>): Response {
  return new Response(requestErrorText(locale, key), {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Language': locale, ...headers },
  })
}
