import { type KeyboardEvent, useEffect, useRef, useState } from 'react'
import { useSubmit } from 'react-router'

const moves: Record<string, number> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 }

/**
 * The keyboard of a step's options, as a radio group: one tab stop (the checked option, or the first),
 * the arrow keys (and Home/End) move to an option and check it. Checking saves the choice on the
 * server, so a run of arrow presses is saved once, when she pauses (`settleMs`); the option shows as
 * checked at once. A refused save puts the saved choice back (the pending one is forgotten when sent).
 */
export function useOptionKeys(selected: number | null, busy: boolean, settleMs = 400) {
  const submit = useSubmit()
  const groupRef = useRef<HTMLDivElement>(null)
  const [keyed, setKeyed] = useState<number | null>(null)

  useEffect(() => {
    if (keyed == null || busy) return
    if (keyed === selected) {
      setKeyed(null)
      return
    }
    const timer = setTimeout(() => {
      const button = groupRef.current?.querySelector<HTMLButtonElement>(`[data-option="${keyed}"]`)
      setKeyed(null)
      // The option's own submit button: the form posts `choose=<id>` as a click would.
      if (button) void submit(button, { preventScrollReset: true })
    }, settleMs)
    return () => clearTimeout(timer)
  }, [keyed, selected, busy, settleMs, submit])

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const group = groupRef.current
    const step = moves[event.key]
    if (!group || (step === undefined && event.key !== 'Home' && event.key !== 'End')) return
    const options = [...group.querySelectorAll<HTMLButtonElement>('[data-option]:not(:disabled)')]
    if (options.length === 0) return
    const at = options.indexOf(document.activeElement as HTMLButtonElement)
    const index = event.key === 'Home' ? 0 : event.key === 'End' ? options.length - 1 : (Math.max(at, 0) + step! + options.length) % options.length
    event.preventDefault()
    const next = options[index]!
    next.focus()
    setKeyed(Number(next.dataset.option))
  }

  const current = keyed ?? selected
  return {
    groupRef,
    onKeyDown,
    /** The option shown as checked: the one the arrows reached, else the chosen one. */
    current,
    /** The option that takes the tab stop among `ids` (the ones that can be chosen). */
    tabStop: (ids: readonly number[]) => (current != null && ids.includes(current) ? current : (ids[0] ?? null)),
  }
}
