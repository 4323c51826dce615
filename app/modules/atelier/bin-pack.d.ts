// FreeSewing's growing bin-packer (plugin-bin-pack 4.10.2 ships JavaScript without types): the plugin
// gives FreeSewing's store a `pack` that sets x and y on each block, in place, within
// settings[0].maxWidth when strictMax is on.

declare module '@freesewing/plugin-bin-pack' {
  export type PackFunction = (
    store: unknown,
    blocks: { width: number; height: number; x?: number; y?: number }[],
    pattern: { pattern: { settings: { maxWidth?: number; maxHeight?: number; strictMax?: boolean }[] } },
  ) => { width: number; height: number }
  export const binPackPlugin: { name: string; version: string; store: [string, unknown][] }
}
