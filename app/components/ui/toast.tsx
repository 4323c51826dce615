import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import { cn } from '#app/utils/cn.ts'

/**
 * Small, accessible toasts. A page keeps its own queue (useToasts) and renders one <ToastRegion>.
 * Errors are role="alert" (read out at once), notices role="status". A toast stays until closed
 * or for `durationMs`, paused while hovered or focused, so nobody loses a message mid-read.
 * Server-rendered toasts (a form answered without JavaScript) are simply visible.
 */
export type Toast = { id: string; title: string; description?: ReactNode; tone?: 'error' | 'info' }

export function useToasts() {
  const [toasts, setToasts] = useState<Toast[]>([])
  const show = useCallback((toast: Omit<Toast, 'id'> & { id?: string }) => {
    const id = toast.id ?? Math.random().toString(36).slice(2)
    setToasts((current) => [...current.filter((t) => t.id !== id), { ...toast, id }])
  }, [])
  const dismiss = useCallback((id: string) => setToasts((current) => current.filter((t) => t.id !== id)), [])
  return { toasts, show, dismiss }
}

export function ToastRegion({
  toasts,
  onDismiss,
  label,
  closeLabel,
  durationMs = 10_000,
}: {
  toasts: Toast[]
  onDismiss: (id: string) => void
  label: string
  closeLabel: string
  durationMs?: number
}) {
  return (
    <section
      aria-label={label}
      className="pointer-events-none fixed inset-x-0 bottom-0 z-[60] flex flex-col items-center gap-3 p-4 sm:bottom-4 sm:left-auto sm:right-4 sm:items-end"
    >
      {toasts.map((toast) => (
        <ToastCard key={toast.id} toast={toast} onDismiss={onDismiss} closeLabel={closeLabel} durationMs={durationMs} />
      ))}
    </section>
  )
}

function ToastCard({ toast, onDismiss, closeLabel, durationMs }: { toast: Toast; onDismiss: (id: string) => void; closeLabel: string; durationMs: number }) {
  const [paused, setPaused] = useState(false)
  const remaining = useRef(durationMs)
  useEffect(() => {
    if (paused) return
    const started = Date.now()
    const timer = window.setTimeout(() => onDismiss(toast.id), remaining.current)
    return () => {
      window.clearTimeout(timer)
      remaining.current -= Date.now() - started
    }
  }, [paused, onDismiss, toast.id])
  const error = toast.tone !== 'info'
  return (
    <div
      role={error ? 'alert' : 'status'}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      className={cn('pointer-events-auto w-full max-w-sm rounded-2xl border bg-white p-4 pr-12 text-sm shadow-xl relative', error ? 'border-danger/40' : 'border-line')}
    >
      <p className={cn('font-medium', error ? 'text-danger' : 'text-ink')}>{toast.title}</p>
      {toast.description ? <div className="mt-1 text-ink-soft">{toast.description}</div> : null}
      <button
        type="button"
        onClick={() => onDismiss(toast.id)}
        aria-label={closeLabel}
        className="absolute right-2 top-2 inline-flex size-9 items-center justify-center rounded-full text-muted hover:bg-cream hover:text-ink"
      >
        <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4" fill="none" stroke="currentColor" strokeWidth="1.6">
          <path d="M4 4l8 8M12 4l-8 8" />
        </svg>
      </button>
    </div>
  )
}
