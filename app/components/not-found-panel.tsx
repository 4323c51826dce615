import { Link } from 'react-router'

/** A designed "not found" for a missing record inside a page (product, fabric), with a way back. */
export function NotFoundPanel({ title, text, action }: { title: string; text: string; action: { to: string; label: string } | { onClick: () => void; label: string } }) {
  return (
    <section className="container-page flex min-h-[70vh] flex-col items-center justify-center py-32 text-center">
      <p className="eyebrow text-muted">404</p>
      <h1 className="mt-4 text-4xl md:text-5xl">{title}</h1>
      <p className="mt-4 max-w-md text-ink-soft">{text}</p>
      {'to' in action ? (
        <Link to={action.to} className="mt-8 rounded-full bg-ink px-7 py-3 text-white hover:bg-ink-soft">
          {action.label}
        </Link>
      ) : (
        <button type="button" onClick={action.onClick} className="mt-8 rounded-full bg-ink px-7 py-3 text-white hover:bg-ink-soft">
          {action.label}
        </button>
      )}
    </section>
  )
}
