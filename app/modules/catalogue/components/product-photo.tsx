import { cn } from '#app/utils/cn.ts'
import { photoSrcSet, photoUrl } from '#app/utils/media.ts'

/**
 * A product's photograph (docs/product.md#photographs) as the browser picks it: AVIF where it
 * reads it, else WebP, at the width `sizes` and the screen's density ask for (1×, 2×, 3×), with its
 * size set so nothing moves as it loads. Below the fold it waits until it is near; the page's lead
 * picture (`priority`) is fetched first.
 */
export function ProductPhoto({ photo, sizes, priority = false, className }: { photo: { key: string; alt: string }; sizes: string; priority?: boolean; className?: string }) {
  return (
    <picture>
      <source type="image/avif" srcSet={photoSrcSet(photo.key, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={photoSrcSet(photo.key, 'webp')} sizes={sizes} />
      <img
        src={photoUrl(photo.key, 600, 'webp')}
        alt={photo.alt}
        width={600}
        height={750}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding={priority ? 'sync' : 'async'}
        className={cn('block h-full w-full object-cover', className)}
      />
    </picture>
  )
}

/** `sizes` of the collection's cards: two columns on a phone, three on a tablet, four from 1024 px (at most 300 px). */
export const cardPhotoSizes = '(min-width: 1440px) 300px, (min-width: 1024px) 22vw, (min-width: 640px) 30vw, 46vw'
