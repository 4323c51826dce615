import 'react-router'

declare module 'react-router' {
  interface AppLoadContext {
    /** Per-request Content-Security-Policy nonce, set by the HTTP host. */
    nonce: string
  }
}

export {}
