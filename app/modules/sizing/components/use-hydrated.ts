import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False on the server and during hydration, true once React runs in the browser. Buttons that the
 * browser keeps disabled until a form is complete stay enabled before then, so the form still
 * submits (and the server answers with its messages) when JavaScript has not loaded.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
