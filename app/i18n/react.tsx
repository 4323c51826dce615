import { cloneElement, createContext, Fragment, type ReactElement, type ReactNode, useContext } from 'react'
import type { Locale } from './config.ts'
import { createTranslator, type TOptions, type Translator } from './translator.ts'

const fallback = createTranslator('es', {})
const I18nContext = createContext<Translator>(fallback)

export const I18nProvider = I18nContext.Provider

/** The react-i18next shape the components use: `const { t, i18n } = useTranslation()`. */
export function useTranslation() {
  const translator = useContext(I18nContext)
  return { t: translator.t, i18n: { language: translator.language as Locale } }
}

/**
 * A translated text with elements inside it: `Lee la <a>política</a>` with
 * `components={{ a: <Link to="/x" /> }}` renders the link around "política".
 */
export function Trans({ i18nKey, values, components }: { i18nKey: string; values?: TOptions; components: Record<string, ReactElement> }) {
  const { t } = useTranslation()
  const text = t(i18nKey, values)
  const parts: ReactNode[] = []
  const pattern = /<(\w+)>(.*?)<\/\1>/gs
  let last = 0
  let index = 0
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) parts.push(text.slice(last, match.index))
    const element = components[match[1]!]
    parts.push(element ? cloneElement(element, { key: index++ }, match[2]) : match[2])
    last = match.index + match[0].length
  }
  if (last < text.length) parts.push(text.slice(last))
  return <Fragment>{parts}</Fragment>
}
