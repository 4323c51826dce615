import { type RefObject, useEffect, useRef } from 'react'

/**
 * After "Ver más tejidos" the keyboard goes on where the list grew: the first fabric just added takes
 * the focus (its option, or its page link when it cannot be chosen), instead of the link, which the
 * last page removes. Returns what the link calls with the number of cards listed before it.
 */
export function useFocusFirstAdded(groupRef: RefObject<HTMLDivElement | null>, listed: number) {
  const pending = useRef<number | null>(null)
  useEffect(() => {
    const from = pending.current
    const card = from == null ? null : groupRef.current?.children[from]
    if (!card) return
    pending.current = null
    const target = card.querySelector<HTMLElement>('[data-option]:not(:disabled)') ?? card.querySelector<HTMLElement>('a')
    target?.focus()
  }, [groupRef, listed])
  return (from: number) => {
    pending.current = from
  }
}
