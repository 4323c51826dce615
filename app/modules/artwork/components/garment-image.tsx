import { type GarmentDesign, garmentImageUrl, garmentSize } from '#app/modules/artwork/garment-design.ts'
import { cn } from '#app/utils/cn.ts'

/**
 * A design's drawing as a cached image (/media/garment.svg): the same drawing as the customizer's
 * live preview, for cards and lists. Decorative by default, where the name is already beside it.
 * Images further down the page wait until they are near (`loading="lazy"`); the first ones do not.
 */
export function GarmentImage({ design, alt = '', className, eager = false }: { design: GarmentDesign; alt?: string; className?: string; eager?: boolean }) {
  return (
    <img
      src={garmentImageUrl(design)}
      {...garmentSize}
      alt={alt}
      decoding="async"
      loading={eager ? 'eager' : 'lazy'}
      className={cn('block h-full w-full object-contain', className)}
    />
  )
}
