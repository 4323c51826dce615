import { useEffect, useRef, useState } from 'react'
import { useFetcher, useSubmit } from 'react-router'

/**
 * What she clicks, and what she typed once she leaves a field, is kept on the server too (a reload, or
 * the basket and back, give it back) without leaving the checkout: the whole form, as its recount button
 * sends it (never an address to her account). The form's onChange is `keepChoice`, its onBlur `keepTyped`.
 */
export function useKeepDraft() {
  const saver = useFetcher()
  const lastKept = useRef('')
  // One at a time: a save sent while the last one (or its recount) is on its way would cut it off; the newest waits.
  const queued = useRef<HTMLFormElement | null>(null)
  const keep = (form: HTMLFormElement) => {
    if (saver.state !== 'idle') {
      queued.current = form
      return
    }
    const sent = new FormData(form)
    sent.set('intent', 'update')
    const snapshot = new URLSearchParams([...sent.entries()].filter(([name]) => name !== 'attempt') as [string, string][]).toString()
    if (snapshot === lastKept.current) return
    lastKept.current = snapshot
    void saver.submit(sent, { method: 'post' })
  }
  useEffect(() => {
    if (saver.state !== 'idle' || !queued.current) return
    const form = queued.current
    queued.current = null
    if (form.isConnected) keep(form)
    // `keep` is this render's, reading the same form: only the saver's state decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [saver.state])
  const keepChoice = (event: React.FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement
    if (target.type === 'radio' || target.type === 'checkbox') keep(event.currentTarget)
  }
  const keepTyped = (event: React.FocusEvent<HTMLFormElement>) => {
    // Left for REALIZAR PEDIDO: that press sends the whole form itself, and the server keeps what it accepts.
    if (event.relatedTarget instanceof HTMLButtonElement && event.relatedTarget.value === 'place') return
    const target: EventTarget = event.target
    if ((target instanceof HTMLInputElement && target.type !== 'radio' && target.type !== 'checkbox') || target instanceof HTMLTextAreaElement) keep(event.currentTarget)
  }
  return { keepChoice, keepTyped }
}

/**
 * REALIZAR PEDIDO is left to the browser (the form's reloadDocument): it works the same before the page
 * is interactive, and after it a second press while the first is on its way is held back here. The
 * other buttons (recount, gift card) stay on the page through the router. The form's onSubmit is
 * `guardSubmit`; `placingBusy` shows the button busy.
 */
export function usePlaceOnce() {
  const submit = useSubmit()
  const placing = useRef(false)
  const [placingBusy, setPlacingBusy] = useState(false)
  const guardSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter
    if (submitter instanceof HTMLButtonElement && submitter.value === 'place') {
      if (placing.current) event.preventDefault()
      placing.current = true
      setPlacingBusy(true)
      return
    }
    event.preventDefault()
    void submit(submitter instanceof HTMLButtonElement ? submitter : event.currentTarget, { method: 'post', preventScrollReset: true })
  }
  useEffect(() => {
    // Back to this page from the next one (the browser's page cache): she may press again.
    const reset = (event: PageTransitionEvent) => {
      if (!event.persisted) return
      placing.current = false
      setPlacingBusy(false)
    }
    window.addEventListener('pageshow', reset)
    return () => window.removeEventListener('pageshow', reset)
  }, [])
  return { guardSubmit, placingBusy }
}
