import { type ClassValue, clsx } from 'clsx'

/**
 * Joins class names. Plain clsx: tailwind-merge's conflict resolution cost 8 KB gzip on every page
 * (docs/decisions/004); components avoid conflicting utilities instead.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs)
}
