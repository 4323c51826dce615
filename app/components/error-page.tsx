import { useTranslation } from '#app/i18n/react.tsx'
import { Link } from 'react-router'
import { buttonClass } from './ui/button.tsx'

/** The shell-less error page used by the root boundary (the shell has its own). */
/** `detail`: the server's own sentence for a request it could not read (a 400 or 415, in her language). */
export function ErrorPage({ status, detail }: { status: number; detail?: string }) {
  const { t } = useTranslation()
  const notFound = status === 404
  return (
    <main className="grid min-h-dvh place-items-center bg-night px-6 text-center text-white">
      <div className="max-w-md">
        <p className="eyebrow text-white/60">{status}</p>
        <h1 className="mt-4 text-5xl">{notFound ? t('common.notFound.title') : t('common.error.title')}</h1>
        <p className="mt-4 text-white/75">{notFound ? t('common.notFound.text') : (detail ?? t('common.error.text'))}</p>
        <Link to="/" className={buttonClass('inverse', 'md', 'mt-8')}>
          {t('common.notFound.home')}
        </Link>
      </div>
    </main>
  )
}
