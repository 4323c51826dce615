import type { pages as es } from '../es/pages.ts'
import type { Translation } from '../../types.ts'

export const pages = {
  values: {
    meta: {
      title: 'Our values',
      description: 'Customisation, technology, durability, sustainability and exclusivity: the five principles we sew into every made-to-measure Gemela garment.',
    },
    hero: {
      eyebrow: 'Our values',
      title: 'What we sew into every garment',
      lead: 'We are twin sisters who grew up among sewing patterns and fabric offcuts. Five principles guide every Gemela garment, from the first sketch to the last stitch.',
    },
    sections: {
      customization: {
        eyebrow: 'Customisation',
        title: 'Designed by you, made to your measure',
        text: 'You choose the fabric, the sleeve, the cuff and the collar. We cut the pattern to your measurements, not to a catalogue size. The result is a garment that did not exist until you imagined it.',
        point1: 'Fabric, sleeve, cuff and collar of your choice',
        point2: 'A pattern cut for your body, not for a mannequin',
      },
      technology: {
        eyebrow: 'Technology',
        title: 'Your body profile, estimated with precision',
        text: 'From a few details you already know, such as your height, your weight or your usual size, we estimate the twenty-two measurements a pattern needs. Our model learns from real anthropometric data, and you review and correct every measurement before confirming your order.',
        point1: 'Twenty-two measurements from a few details',
        point2: 'Always yours to review before you confirm',
      },
      durability: {
        eyebrow: 'Durability',
        title: 'Made to stay',
        text: 'Reinforced seams, careful finishes and fabrics chosen for how they age. If your body changes, our partner workshops adjust the garment: simple alterations are free.',
        point1: '{{warrantyMonths}}-month workmanship warranty',
        point2: 'Free simple alterations at partner workshops',
      },
      sustainability: {
        eyebrow: 'Sustainability',
        title: 'We only sew what someone has ordered',
        text: 'No stock, no end-of-season sales and no surplus ending up in a landfill. Every garment is made to order, and those that come back to the workshop are altered, recycled or donated.',
        point1: 'Made to order, no surplus',
        point2: 'No returned garment ends up in the bin',
      },
      exclusivity: {
        eyebrow: 'Exclusivity',
        title: 'One fabric, one garment, one owner',
        text: 'Our fabrics come in limited runs: once they are gone, they never return. And as soon as you choose a fabric-and-garment combination, it is reserved for you. Nobody else will have that garment in that fabric.',
        point1: 'Limited-run fabrics that are never restocked',
        point2: 'Each fabric-and-garment combination is yours alone',
      },
    },
    cta: {
      title: 'Shall we design yours?',
      text: 'Pick a model from the collection and make it yours in a few minutes.',
      collection: 'See the collection',
      process: 'Discover the process',
    },
  },
  process: {
    meta: {
      title: 'The process',
      description: 'Design, create your body profile, we make your garment and you receive it at home: how a made-to-measure Gemela garment is born, with real delivery times.',
    },
    hero: {
      eyebrow: 'The process',
      title: 'From your idea to your wardrobe, in four steps',
      lead: 'No catalogue sizes and no warehouses full of stock: every garment starts the day you design it.',
    },
    stepsTitle: 'Four steps',
    steps: {
      design: {
        title: 'Design',
        text: 'Choose a model and decide the fabric, the sleeve, the cuff and the collar. You see the final price before adding it to your basket.',
      },
      profile: {
        title: 'Create your body profile',
        text: 'Pick a standard size, enter your measurements or let us estimate them from a few details. You review them before confirming.',
      },
      creation: {
        title: 'Creation',
        text: 'We cut and sew your garment in the workshop: {{basicDays}} business days for basic garments and {{complexDays}} for more complex ones.',
      },
      delivery: {
        title: 'Receive it and try it on',
        text: 'We ship it in {{standardDays}} business days, or {{expressDays}} with express delivery. If the size is not perfect, every order includes {{sizeChange}} within {{sizeChangeDays}} days.',
      },
    },
    delivery: {
      eyebrow: 'Delivery times',
      title: 'When your garment arrives',
      total: '{{totalDays}} business days',
      text: 'The estimated total time from payment confirmation: making your garment plus standard shipping.',
      basic: 'Making a basic garment',
      complex: 'Making a complex garment',
      standard: 'Standard shipping',
      express: 'Express shipping',
      days: '{{days}} business days',
      shippingLink: 'Shipping policy',
      howLink: 'How the shop works',
    },
  },
  howItWorks: {
    meta: {
      title: 'How it works',
      description: 'Choose your garment, customise it, give us your size and receive it at home: four steps to buy a made-to-measure garment at Gemela.',
    },
    hero: {
      eyebrow: 'How it works',
      title: 'Made to measure, step by step',
      lead: 'Designing a one-of-a-kind garment takes less time than trying on three sizes in a fitting room.',
    },
    stepLabel: 'Step {{n}}',
    steps: {
      choose: {
        title: 'Choose your garment',
        text: 'Browse the collection of T-shirts, shirts, polos, trousers and skirts. Each model shows its starting price, VAT included.',
      },
      customize: {
        title: 'Customise every detail',
        text: 'Pick the fabric and, depending on the garment, the sleeve, the cuff and the collar, or the length, waistband and vent of a skirt. The price updates with every choice.',
      },
      size: {
        title: 'Give us your size',
        text: 'A standard size, a saved measurement profile, or an estimate from your height and weight that you review before confirming.',
      },
      receive: {
        title: 'Receive it at home',
        text: 'We make it in {{basicDays}} business days (basic garments) and ship it to you. Standard shipping is free from {{freeFrom}}.',
      },
    },
    cta: {
      title: 'Start with the garment',
      text: 'Everything else is up to you.',
      collection: 'See the collection',
      process: 'How we make it',
    },
  },
  faq: {
    meta: {
      title: 'Frequently asked questions',
      description: 'Answers about Gemela’s made-to-measure garments: what makes them unique, how to give your measurements, delivery times, fabrics and exchanges.',
    },
    hero: {
      eyebrow: 'Help',
      title: 'Frequently asked questions',
      lead: 'What you ask us most before designing your first garment.',
    },
    questions: {
      unique: {
        question: 'What makes each garment unique?',
        answer:
          'Each garment is cut to your measurements and made with the fabric, sleeve, cuff and collar you choose. Our fabrics come in limited runs that are never restocked and, as soon as you choose a fabric-and-garment combination, it is reserved for you: nobody else will have that garment in that fabric.',
      },
      measurements: {
        question: 'How do I give my measurements?',
        answer:
          'You have three options: choose a standard size (XS to XL), fill in a profile with your measurements, with an illustrated guide for taking each one, or let us estimate them from a few details such as your height and weight. You can always review and correct them before confirming your order.',
      },
      delivery: {
        question: 'How long will my order take?',
        answer:
          'We make each garment when you order it: {{basicDays}} business days for basic garments and {{complexDays}} for complex ones. Then standard shipping takes {{standardDays}} business days ({{standardPrice}}, free from {{freeFrom}}) and express {{expressDays}} business days ({{expressPrice}}): express shortens only the shipping. If you need it sooner, urgent production (+{{urgentPercent}} %) makes it in {{urgentDays}} business days.',
      },
      payment: {
        question: 'How can I pay?',
        answer: 'You pay the whole order when you place it. We accept {{paymentMethods}}. We start making it once the payment is confirmed.',
      },
      fabric: {
        question: 'Which fabrics do you use?',
        answer:
          'We work with limited runs of cotton, silk and linen. Each fabric has its own page with its composition, feel, weight and care. Once a fabric runs out, it never returns. Please note that the colour on screen may differ slightly from the real one.',
      },
      returns: {
        question: 'Can I return or exchange my garment?',
        answer:
          'As made-to-measure garments they cannot be returned for a refund, but every order includes {{sizeChange}} within {{sizeChangeDays}} days of receiving it. If your garment has a defect, tell us within {{defectHours}} hours and we will fix it or make it again free of charge.',
        link: 'Read the full return policy',
      },
    },
    more: {
      title: 'Can’t find your answer?',
      text: 'Write to us and we will reply within {{replyHours}} working hours.',
      contact: 'Contact us',
    },
  },
} satisfies Translation<typeof es>
