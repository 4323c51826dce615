export const home = {
  meta: {
    title: 'Prendas a medida en tejidos únicos',
    description: 'Atelier online de moda femenina a medida: diseñas tu prenda, eliges un tejido único que no volverá y la confeccionamos solo para ti.',
  },
  hero: {
    eyebrow: 'Moda femenina a medida',
    title: 'Prendas hechas a tu medida, en tejidos que no vuelven',
    line1: 'Diseñas tu prenda: eliges el tejido, la manga, el puño y el cuello.',
    line2: 'Cada tejido es único y limitado; cuando se agota, no vuelve.',
    line3: 'La confeccionamos solo para ti y la recibes en {{days}} días laborables.',
    cta: 'Ver la colección',
    concept: 'Descubre el concepto',
  },
  about: {
    eyebrow: 'Quiénes somos',
    title: 'Dos hermanas gemelas y una idea: que la ropa se haga para ti',
    intro:
      'Crecimos compartiéndolo todo, hasta el armario, y aprendimos que ni siquiera dos gemelas tienen el mismo cuerpo. Por eso cada prenda se corta para una sola persona, con tejidos de tirada corta que, una vez elegidos para una prenda, nadie más llevará.',
    card1: {
      title: 'Lo que nos mueve',
      text: 'Personalización, tecnología, durabilidad, sostenibilidad y exclusividad: cinco valores detrás de cada puntada.',
      cta: 'Conoce nuestros valores',
    },
    card2: {
      title: 'Cómo trabajamos',
      text: 'Diseñas tu prenda, creamos tu perfil corporal, la confeccionamos y la recibes en casa. Así pasa de la idea a tu armario.',
      cta: 'Ver el proceso',
    },
    card3: {
      title: 'Si algo no queda perfecto',
      text: 'Nuestros talleres colaboradores ajustan tu prenda después de la entrega. Los arreglos sencillos son gratuitos; si hace falta añadir tela o cambiar la estructura, antes te damos un presupuesto claro.',
    },
  },
  values: {
    eyebrow: 'Nuestros valores',
    title: 'Cinco valores, cosidos en cada prenda',
    text: 'No fabricamos en serie ni guardamos stock: hacemos menos prendas, y mejor hechas.',
    cta: 'Descubre nuestros valores',
    customization: {
      title: 'Personalización',
      text: 'Tú decides el tejido, la manga, el puño y el cuello.',
    },
    technology: {
      title: 'Tecnología',
      text: 'Un perfil corporal estimado con IA a partir de unas pocas proporciones, que revisas antes de confirmar.',
    },
    durability: {
      title: 'Durabilidad',
      text: 'Buenos tejidos y costuras pensadas para durar años, no temporadas.',
    },
    sustainability: {
      title: 'Sostenibilidad',
      text: 'Solo confeccionamos lo que se pide; las prendas devueltas se ajustan, se reciclan o se donan.',
    },
    exclusivity: {
      title: 'Exclusividad',
      text: 'Cada combinación de tejido y prenda es única: cuando la eliges, es solo tuya.',
    },
  },
  testimonial: {
    eyebrow: 'Lo que dicen nuestras clientas',
    quote: 'Por primera vez una camisa me queda perfecta de hombros sin tocarle nada. Y saber que nadie más tiene ese tejido la hace todavía más mía.',
    name: 'Lucía Moreno',
    city: 'Valencia',
  },
  collection: {
    eyebrow: 'La colección',
    title: 'Prendas esenciales, diseñadas a tu manera',
    text: 'Camisetas, camisas, polos, pantalones y faldas como punto de partida. Eliges el tejido entre nuestras telas de algodón, seda y lino, y cada detalle a tu gusto. Cuando alguien elige una combinación de tejido y prenda, nadie más la tendrá.',
    cta: 'Ver la colección',
  },
  process: {
    eyebrow: 'El proceso',
    title: 'De tu idea a tu armario, en cuatro pasos',
    cta: 'Ver el proceso completo',
    design: {
      title: 'Diseña',
      text: 'Elige la prenda, el tejido, la manga, el puño y el cuello.',
    },
    profile: {
      title: 'Crea tu perfil corporal',
      text: 'Con unos pocos datos estimamos tus medidas con IA; las revisas antes de confirmar el pedido.',
    },
    creation: {
      title: 'Confección',
      text: 'Cortamos y cosemos tu prenda, una a una y solo cuando la pides.',
    },
    delivery: {
      title: 'Recibe y pruébatela',
      text: 'Llega a tu casa en {{days}} días laborables. Si necesita un ajuste, nuestros talleres colaboradores se encargan.',
    },
  },
}
