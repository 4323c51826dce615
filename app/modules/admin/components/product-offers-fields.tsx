import { CheckboxField, SelectField } from '#app/components/ui/field.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import { type fabricMaterials, partTypes } from '#app/modules/catalogue/admin-schemas.ts'

/** What the product form may tick: the live fabrics and parts, in the shop's order (/admin/products' loader). */
export type OfferChoices = {
  fabrics: { id: number; name: string; material: (typeof fabricMaterials)[number] }[]
  parts: { id: number; name: string; type: string }[]
}

/** The product's fabrics and parts as ticked boxes (docs/product.md#what-each-product-offers). */
export function ProductOffersFields({ choices, values, errorText }: { choices: OfferChoices; values: Record<string, string>; errorText: (name: string) => string | undefined }) {
  const { t } = useTranslation()
  const ticked = (name: 'fabricIds' | 'partIds') => new Set((values[name] ?? '').split(',').filter(Boolean))
  const fabrics = ticked('fabricIds')
  const parts = ticked('partIds')
  const group = (name: 'fabricIds' | 'partIds', legend: string, hint: string, children: React.ReactNode) => {
    const error = errorText(name)
    return (
      <fieldset aria-describedby={`${name}-hint${error ? ` ${name}-error` : ''}`} aria-invalid={error ? true : undefined}>
        <legend className="text-sm font-medium">{legend}</legend>
        <p id={`${name}-hint`} className="mt-0.5 text-xs text-muted">
          {hint}
        </p>
        {error ? (
          <p id={`${name}-error`} className="mt-1 text-sm text-danger">
            {error}
          </p>
        ) : null}
        {children}
      </fieldset>
    )
  }
  return (
    <>
      {group(
        'fabricIds',
        t('adminCatalogue.fields.offeredFabrics'),
        t('adminCatalogue.fields.offeredFabricsHint'),
        <div className="mt-1 grid gap-x-6 sm:grid-cols-2 lg:grid-cols-3">
          {choices.fabrics.map((f) => (
            <CheckboxField
              key={f.id}
              name="fabricIds"
              value={String(f.id)}
              label={`${f.name} · ${t(`adminCatalogue.materials.${f.material}`)}`}
              defaultChecked={fabrics.has(String(f.id))}
            />
          ))}
        </div>,
      )}
      <SelectField
        name="defaultFabricId"
        label={t('adminCatalogue.fields.defaultFabric')}
        hint={t('adminCatalogue.fields.defaultFabricHint')}
        defaultValue={values.defaultFabricId ?? ''}
        error={errorText('defaultFabricId')}
      >
        <option value="">{t('adminCatalogue.fields.firstAvailable')}</option>
        {choices.fabrics.map((f) => (
          <option key={f.id} value={String(f.id)}>
            {f.name}
          </option>
        ))}
      </SelectField>
      {group(
        'partIds',
        t('adminCatalogue.fields.offeredParts'),
        t('adminCatalogue.fields.offeredPartsHint'),
        <div className="mt-1 grid gap-x-6 gap-y-2 sm:grid-cols-2 lg:grid-cols-3">
          {partTypes
            .filter((type) => choices.parts.some((p) => p.type === type))
            .map((type) => (
              // A grid: each part on its own line (the checkbox's label is inline-flex).
              <div key={type} className="grid content-start">
                <p className="mt-2 text-xs font-medium tracking-wide text-ink-soft uppercase">{t(`adminCatalogue.partTabs.${type}`)}</p>
                {choices.parts
                  .filter((p) => p.type === type)
                  .map((p) => (
                    <CheckboxField key={p.id} name="partIds" value={String(p.id)} label={p.name} defaultChecked={parts.has(String(p.id))} />
                  ))}
              </div>
            ))}
        </div>,
      )}
    </>
  )
}
