import { useEffect, useRef } from 'react'
import { useLocation, useNavigation } from 'react-router'

/** What a heading scrolled into view must clear: the fixed header and a little air (the page's `scroll-padding-top`, app.css). */
function scrollOffset(): number {
  return Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 80
}

/**
 * Moves the focus to `element` (a heading with tabIndex -1) and, when it is not on the screen,
 * scrolls it up to just under the fixed header. Without this a keyboard or screen-reader user is left
 * on a button that no longer exists, and a phone that tapped Continue at the bottom of a long list is
 * left looking at the footer of a shorter page. A heading near the top of its page is shown with
 * what is above it (the back button, 'Paso 2 de 4', an eyebrow like 'TU TALLA'): the page goes back
 * to its top instead of leaving those under the header.
 */
export function focusHeading(element: HTMLElement | null) {
  if (!element) return
  element.focus({ preventScroll: true })
  // An eyebrow just above the heading ('TU TALLA') is shown with it.
  const kicker = element.previousElementSibling
  const anchor = kicker instanceof HTMLElement && kicker.getBoundingClientRect().height < 40 ? kicker : element
  const { top } = anchor.getBoundingClientRect()
  const clearance = scrollOffset()
  if (top < clearance || top > window.innerHeight * 0.6) {
    const target = window.scrollY + top - clearance
    window.scrollTo({ top: target < window.innerHeight * 0.5 ? 0 : Math.max(0, target), behavior: 'instant' })
  }
}

/** Focuses the page's `<h1>` whenever `view` changes after the first render (a step of a flow on one URL). */
export function useFocusHeadingOnChange(view: string) {
  const shown = useRef(view)
  useEffect(() => {
    if (shown.current === view) return
    shown.current = view
    focusHeading(document.querySelector<HTMLElement>('main h1'))
  }, [view])
}

/**
 * A client-side navigation to another page puts the focus at the start of the new page's content, as
 * a fresh document would (after the skip link): the link that was followed is gone or, in the header,
 * would leave Tab wandering through the menu again. Focus the page itself placed (an autofocused
 * field inside `main`) is left alone.
 */
export function useFocusMainOnNavigation() {
  const { pathname } = useLocation()
  const shown = useRef(pathname)
  useEffect(() => {
    if (shown.current === pathname) return
    shown.current = pathname
    const main = document.getElementById('main')
    if (main && !main.contains(document.activeElement)) main.focus({ preventScroll: true })
  }, [pathname])
}

/**
 * When the server sends a form back with messages next to its fields, the focus goes to the first
 * wrong field (its message is read with it), as a customer fixing it expects — from the button she
 * pressed or the field she pressed Enter in. It stays where it is when it is already on a wrong field
 * or the answer was a new view whose heading took it (the customizer's steps). Forms sent by fetchers
 * handle their own answer.
 */
export function useFocusFirstInvalidAfterSubmit() {
  const { state } = useNavigation()
  const submitted = useRef(false)
  useEffect(() => {
    if (state === 'submitting') submitted.current = true
    if (state !== 'idle' || !submitted.current) return
    submitted.current = false
    const focused = document.activeElement
    if (focused instanceof HTMLElement && (focused.getAttribute('aria-invalid') === 'true' || /^H[1-6]$/.test(focused.tagName))) return
    document.getElementById('main')?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [state])
}

/**
 * Where focus goes back to when a dialog closes: the element that opened it if it is still on the
 * page, else the first control of the dialog around it (the basket sidebar), else the page's content.
 */
export function restoreFocus(opener: Element | null) {
  if (opener instanceof HTMLElement && opener !== document.body && opener.isConnected) return opener.focus({ preventScroll: true })
  const host = document.querySelector<HTMLDialogElement>('dialog[open]')
  const control = host?.querySelector<HTMLElement>('button:not([disabled]), a[href], input, select, textarea')
  if (control) return control.focus({ preventScroll: true })
  document.getElementById('main')?.focus({ preventScroll: true })
}
