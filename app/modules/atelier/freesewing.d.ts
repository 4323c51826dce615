// The little of FreeSewing 4's API the atelier uses: the packages ship JavaScript without types.

declare module '@freesewing/core' {
  export type FsPoint = { x: number; y: number; dist(other: FsPoint): number }
  export type FsPath = { length(): number }
  export type FsPart = {
    points: Record<string, FsPoint>
    paths: Record<string, FsPath>
    hidden: boolean
    hide(): FsPart
    unhide(): FsPart
  }
  export type FsStore = {
    get(key: string): unknown
    logs: { error: unknown[]; warn: unknown[]; info: unknown[]; debug: unknown[] }
  }
  export type FsSettings = {
    measurements: Record<string, number>
    options?: Record<string, number | boolean | string>
    expand?: boolean
    sa?: number
    units?: 'metric' | 'imperial'
    complete?: boolean
    paperless?: boolean
  }
  export class FsPattern {
    constructor(settings: FsSettings)
    draft(): FsPattern
    render(): string
    parts: Record<string, FsPart>[]
    setStores: FsStore[]
    store: FsStore
  }
  export type FsDesign = new (settings: FsSettings) => FsPattern
}

declare module '@freesewing/teagan' {
  import type { FsDesign } from '@freesewing/core'
  export const Teagan: FsDesign
}
declare module '@freesewing/simon' {
  import type { FsDesign } from '@freesewing/core'
  export const Simon: FsDesign
}
declare module '@freesewing/titan' {
  import type { FsDesign } from '@freesewing/core'
  export const Titan: FsDesign
}
declare module '@freesewing/penelope' {
  import type { FsDesign } from '@freesewing/core'
  export const Penelope: FsDesign
}
