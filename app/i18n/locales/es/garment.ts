/** The garment drawing's text alternative and the preview gallery (a development page). */
export const garment = {
  description: {
    withFabric: '{{product}} en {{fabric}}',
    noFabric: '{{product}}, tejido por elegir',
  },
  parts: {
    sleeveLong: 'manga larga',
    sleeveShort: 'manga corta',
    cuffClassic: 'puño clásico de botón',
    cuffFrench: 'puño francés',
    cuffRounded: 'puño redondeado',
    collarClassic: 'cuello clásico',
    collarButtonDown: 'cuello button-down',
    collarSpread: 'cuello italiano',
    cuffPlain: 'bajo liso',
    cuffRib: 'puño de canalé',
    collarRound: 'cuello redondo',
    collarV: 'cuello de pico',
    collarMandarin: 'cuello mao',
    legStraight: 'pierna recta',
    legSlim: 'pierna pitillo',
    legWide: 'pierna ancha',
    waistbandClassic: 'cinturilla clásica',
    waistbandHigh: 'tiro alto',
    waistbandElastic: 'cinturilla elástica',
  },
  /** The picture routes' refusals (plain text: an image request never shows them, a person checking does). */
  media: {
    notADrawing: 'Esta dirección no es un dibujo de la tienda.',
    busy: 'Estamos dibujando muchas imágenes a la vez. Vuelve a intentarlo en unos segundos.',
  },
  gallery: {
    meta: {
      title: 'Galería de prendas',
      description: 'Combinaciones de tejidos y piezas dibujadas por la vista previa de prendas.',
    },
    eyebrow: 'Solo para desarrollo',
    title: 'Galería de prendas',
    intro: 'Cada combinación dibujada por la vista previa, con su texto alternativo debajo.',
    designs: 'Diseños',
    cardSize: 'A tamaño de tarjeta',
    swatches: 'Muestras de tejido',
  },
}
