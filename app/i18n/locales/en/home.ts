import type { home as es } from '../es/home.ts'
import type { Translation } from '../../types.ts'

export const home = {
  meta: {
    title: 'Made-to-measure garments in unique fabrics',
    description: 'An online atelier of made-to-measure womenswear: you design your garment, choose a unique fabric that will never return, and we make it just for you.',
  },
  hero: {
    eyebrow: 'Made-to-measure womenswear',
    title: 'Garments made to your measure, in fabrics that never return',
    line1: 'You design your garment: choose the fabric, sleeve, cuff and collar.',
    line2: 'Every fabric is unique and limited; once it runs out, it never comes back.',
    line3: 'We make it just for you, and it reaches you in {{days}} business days.',
    cta: 'See the collection',
    concept: 'Discover the concept',
  },
  about: {
    eyebrow: 'About us',
    title: 'Two twin sisters and one idea: clothes should be made for you',
    intro:
      'We grew up sharing everything, even our wardrobe, and learned that not even twins have the same body. That is why every garment is cut for one person only, in short-run fabrics that, once chosen for a garment, nobody else will wear.',
    card1: {
      title: 'What drives us',
      text: 'Customization, technology, durability, sustainability and exclusivity: five values behind every stitch.',
      cta: 'Discover our values',
    },
    card2: {
      title: 'How we work',
      text: 'You design your garment, we create your body profile, we make it and it arrives at your home. That is how it goes from an idea to your wardrobe.',
      cta: 'See the process',
    },
    card3: {
      title: 'If something is not quite right',
      text: 'Our partner workshops adjust your garment after delivery. Simple alterations are free; if it needs extra fabric or a change of structure, you get a clear quote first.',
    },
  },
  values: {
    eyebrow: 'Our values',
    title: 'Five values, sewn into every garment',
    text: 'We do not mass-produce or keep stock: we make fewer garments, and make them better.',
    cta: 'Explore our values',
    customization: {
      title: 'Customization',
      text: 'You decide the fabric, sleeve, cuff and collar.',
    },
    technology: {
      title: 'Technology',
      text: 'A body profile estimated with AI from a few proportions, which you review before confirming.',
    },
    durability: {
      title: 'Durability',
      text: 'Good fabrics and seams made to last years, not seasons.',
    },
    sustainability: {
      title: 'Sustainability',
      text: 'We only make what is ordered; returned garments are adjusted, recycled or donated.',
    },
    exclusivity: {
      title: 'Exclusivity',
      text: 'Every fabric-and-garment combination is one of a kind: once you choose it, it is yours alone.',
    },
  },
  testimonial: {
    eyebrow: 'What our customers say',
    quote: 'For the first time, a shirt fits my shoulders perfectly without a single alteration. And knowing nobody else has that fabric makes it even more mine.',
    name: 'Lucía Moreno',
    city: 'Valencia',
  },
  collection: {
    eyebrow: 'The collection',
    title: 'Essential garments, designed your way',
    text: 'T-shirts, shirts, polos, trousers and skirts as a starting point. You choose the fabric from our cottons, silks and linens, and every detail to your taste. Once someone chooses a fabric-and-garment combination, nobody else will have it.',
    cta: 'See the collection',
  },
  process: {
    eyebrow: 'The process',
    title: 'From your idea to your wardrobe, in four steps',
    cta: 'See the full process',
    design: {
      title: 'Design',
      text: 'Choose the garment, fabric, sleeve, cuff and collar.',
    },
    profile: {
      title: 'Create your body profile',
      text: 'From a few details we estimate your measurements with AI; you review them before confirming the order.',
    },
    creation: {
      title: 'Creation',
      text: 'We cut and sew your garment one by one, and only once you order it.',
    },
    delivery: {
      title: 'Receive and try it on',
      text: 'It reaches your home in {{days}} business days. If it needs an adjustment, our partner workshops take care of it.',
    },
  },
} satisfies Translation<typeof es>
