import { NotFoundPanel } from '#app/components/not-found-panel.tsx'
import { useTranslation } from '#app/i18n/react.tsx'

/** 'Ese producto ya no está en tu cesta', with the way on to the collection (/product/customize, /product/:id?item=…). */
export function ItemNotInBasket() {
  const { t } = useTranslation()
  return (
    <NotFoundPanel
      title={t('customizer.errors.itemNotFound')}
      text={t('customizer.errors.itemNotFoundText')}
      action={{ to: '/collection', label: t('customizer.errors.explore') }}
    />
  )
}
