import type { ButtonHTMLAttributes, MouseEvent, ReactNode } from 'react'
import { cn } from '#app/utils/cn.ts'

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

/**
 * The shop's buttons (their typographic voice: docs/decisions/014-typographic-voice.md). Five looks: `primary` (ink, the page's main act), `secondary` (outlined),
 * `danger` (deleting), `quiet` (text with an underline) and `inverse` (white, on a dark band); three
 * sizes. `buttonClass` gives a link the same look (a link that takes her somewhere stays a link).
 */
const looks = {
  primary: 'bg-ink text-white hover:bg-ink-soft',
  secondary: 'border border-line bg-white text-ink hover:border-ink',
  danger: 'bg-danger text-white hover:bg-danger/90',
  quiet: 'text-ink underline underline-offset-4 hover:text-ink-soft',
  // The white pill on the dark bands (404 and error pages, the empty basket, the home hero).
  inverse: 'bg-white text-ink hover:bg-cream',
} as const

const sizes = {
  md: 'px-6 py-3',
  sm: 'px-5 py-2.5',
  // The width of its column, with the sides of `md`: a label longer than the column wraps, balanced, clear of the pill's ends.
  block: 'w-full px-6 py-3.5 text-balance',
} as const

export type ButtonLook = keyof typeof looks
export type ButtonSize = keyof typeof sizes

/**
 * `className` adds to the look; it cannot override it (`cn` is plain clsx, no tailwind-merge:
 * decision 004), so a property the look already sets (background, padding, text size) is decided by
 * CSS order, not by the caller. A new look belongs here.
 */
export function buttonClass(look: ButtonLook = 'primary', size: ButtonSize = 'md', className?: string) {
  // The pills speak in the shop's one voice for actions (button-voice, decision 014); a quiet
  // button is a link in a sentence and reads as one.
  const shape = look === 'quiet' ? 'inline-flex min-h-11 items-center' : `button-voice inline-flex min-h-11 items-center justify-center rounded-full text-center ${sizes[size]}`
  return cn(shape, looks[look], 'aria-disabled:opacity-60', className)
}

/**
 * A button; with `busy` it is a submit button while its form is sent (`busyButtonProps`), showing
 * `busyLabel` when given.
 */
export function Button({
  look = 'primary',
  size = 'md',
  busy = false,
  busyLabel,
  className,
  children,
  type = 'submit',
  onClick,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { look?: ButtonLook; size?: ButtonSize; busy?: boolean; busyLabel?: ReactNode }) {
  const busyProps = busyButtonProps(busy)
  return (
    <button
      type={type}
      {...props}
      aria-disabled={busyProps['aria-disabled'] ?? props['aria-disabled']}
      onClick={(event) => {
        busyProps.onClick(event)
        if (!event.defaultPrevented) onClick?.(event)
      }}
      className={buttonClass(look, size, className)}
    >
      {busy && busyLabel ? busyLabel : children}
    </button>
  )
}
