import type { ReactNode } from 'react'
import { Link, useNavigate } from 'react-router'

/** Goes back in history when there is somewhere to go back to; a plain link otherwise (and without JS). */
export function BackLink({ fallback, className, children, label }: { fallback: string; className?: string; children: ReactNode; label?: string }) {
  const navigate = useNavigate()
  return (
    <Link
      to={fallback}
      aria-label={label}
      className={className}
      onClick={(event) => {
        if (window.history.state?.idx > 0) {
          event.preventDefault()
          void navigate(-1)
        }
      }}
    >
      {children}
    </Link>
  )
}
