import { createContext, useContext } from 'react'

const NonceContext = createContext<string>('')

export const NonceProvider = NonceContext.Provider

/** The per-request CSP nonce, for the few inline scripts React Router renders. */
export function useNonce() {
  return useContext(NonceContext)
}
