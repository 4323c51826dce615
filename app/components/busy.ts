import type { MouseEvent } from 'react'

/**
 * A submit button while its form is being sent: it says so (`aria-disabled`, styled with
 * `aria-disabled:`) and a second press does nothing, but unlike `disabled` it keeps the focus — a
 * disabled button drops it to the start of the page, and a keyboard user who gets an error back
 * would start over from the top. Pressing Enter in a field clicks the form's button, so it is held
 * back too. See docs/decisions/006-focus-after-navigation.md.
 */
export function busyButtonProps(busy: boolean) {
  return {
    'aria-disabled': busy || undefined,
    onClick: (event: MouseEvent<HTMLButtonElement>) => {
      if (busy) event.preventDefault()
    },
  }
}
