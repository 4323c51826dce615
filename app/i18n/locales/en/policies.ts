import type { policies as es } from '../es/policies.ts'
import type { Translation } from '../../types.ts'

export const policies = {
  common: {
    eyebrow: 'Information',
    toc: 'On this page',
    tocToggle: 'Contents',
    sizeChange_one: 'one free size change',
    sizeChange_other: '{{count}} free size changes',
    paymentMethods: {
      card: 'card or digital wallet (Apple Pay, Google Pay) on Stripe’s secure page',
      test_card: 'test card (demo mode: nothing is charged)',
      transfer: 'bank transfer',
      gift_card: '{{store}} gift card',
    },
  },
  shipping: {
    meta: {
      title: 'Shipping policy',
      description: 'Gemela’s production times, shipping methods and prices: standard and express shipping, or pickup at the workshop by appointment.',
    },
    title: 'Shipping policy',
    lead: 'Every garment is made when you order it. These are the times and the options for getting it into your hands.',
    production: {
      title: 'Production times',
      intro: 'As we make each garment from your order, the production time is added to the shipping time. Times count from payment confirmation.',
      basic: 'Basic garments: {{basicDays}} business days.',
      complex: 'Complex garments, with more pieces or hand finishing: {{complexDays}} business days.',
      collection: 'Orders of {{collectionFrom}} garments or more: {{collectionDays}} business days.',
      urgent: 'With urgent production (+{{urgentPercent}} % on the garments, chosen at checkout): {{urgentDays}} business days.',
    },
    methods: {
      title: 'Shipping methods',
      intro:
        'You choose the method at checkout. Shipping times are added to the production time: express shortens only the transport; to shorten the making, choose urgent production.',
      caption: 'Shipping methods, times and prices',
      method: 'Method',
      time: 'Time',
      price: 'Price',
      standard: 'Standard shipping',
      standardPrice: '{{standardPrice}}, free from {{freeFrom}}',
      express: 'Express shipping',
      pickup: 'Pickup at the workshop',
      pickupTime: 'By appointment',
      free: 'Free',
      days: '{{days}} business days',
    },
    total: {
      title: 'Estimated total time',
      text: 'Adding production and standard shipping, a basic garment arrives in {{totalBasicDays}} business days and a complex one in {{totalComplexDays}} business days; with urgent production, in {{totalUrgentDays}}. At checkout you see your order’s exact time, the same one we confirm by e-mail.',
    },
    tracking: {
      title: 'Order tracking',
      text: 'When your garment leaves the workshop we send you an e-mail with the carrier’s tracking number.',
    },
    pickup: {
      title: 'Pickup by appointment',
      text: 'You can collect your order free of charge at our workshop: {{address}}. When it is ready we will write to you to arrange an appointment within our customer care hours ({{hours}}).',
    },
    incidents: {
      title: 'Delivery problems',
      text: 'If the parcel arrives damaged, tell the carrier and write to us at {{email}} within {{defectHours}} hours of delivery, with a photo of the parcel. We will put it right at no cost to you.',
    },
  },
  returns: {
    meta: {
      title: 'Return policy',
      description: 'Gemela made-to-measure garments: a free size change, alterations at partner workshops and free repair of any workmanship defect.',
    },
    title: 'Return policy',
    lead: 'Every Gemela garment is made for one person. So instead of refund returns, we offer size changes, alterations and a guarantee against defects.',
    facts: {
      label: 'In short',
      sizeChangeValue: '{{sizeChangeDays}} days',
      sizeChangeLabel: 'to request {{sizeChange}}',
      defectValue: '{{defectHours}} h',
      defectLabel: 'to tell us about a workmanship defect',
      answerValue: '{{answerHours}} h',
      answerLabel: 'to answer every request',
      adjustValue: 'Free',
      adjustLabel: 'simple alterations at partner workshops',
    },
    custom: {
      title: 'Made-to-measure garments',
      p1: 'Our garments are made to your measurements and your choices. As goods made to the buyer’s specifications, they are exempt from the {{withdrawalDays}}-day right of withdrawal (article 103 c) of the Spanish consumer protection law, Texto Refundido de la Ley General para la Defensa de los Consumidores y Usuarios).',
      p2: 'That is why we do not accept refund returns of customised garments. In exchange, we commit to making your garment fit you well.',
    },
    sizeChange: {
      title: 'Size change',
      p1: 'Every order includes {{sizeChange}} if you request it within {{sizeChangeDays}} calendar days of receiving it. We adjust or remake the garment with the corrected measurements in {{sizeChangeWorkDays}} business days.',
    },
    adjustments: {
      title: 'Alterations',
      p1: 'Simple alterations, such as sleeve or hem length, taking in or a button, are free through our partner workshops. Those that need extra fabric or a change to the garment’s structure have a cost, which we quote clearly before starting.',
    },
    defects: {
      title: 'Workmanship defects',
      p1: 'If your garment has a workmanship defect, tell us within {{defectHours}} hours of receiving it. We fix it or make it again free of charge and, if that is not possible, we refund the full amount within {{refundDays}} business days.',
      p2: 'In addition, the workmanship of every garment has a {{warrantyMonths}}-month warranty.',
    },
    shippingCosts: {
      title: 'Shipping costs',
      p1: 'Sending the garment to the workshop for a size change or an alteration is at your expense. For a defect, we pay the shipping both ways.',
    },
    request: {
      title: 'How to make a request',
      p1: 'Fill in the returns and exchanges form with your order number and the reason. We answer every request within {{answerHours}} hours and tell you how to send us the garment.',
      cta: 'Request a size change or an alteration',
    },
    afterlife: {
      title: 'What we do with garments that come back',
      p1: 'Garments that come back to the workshop are altered, recycled or donated. None ends up in the bin.',
    },
    giftCards: {
      title: 'Gift cards',
      p1: 'A gift card is not a made-to-measure garment: you can withdraw from its purchase without giving a reason within {{withdrawalDays}} days, as long as it is unused. Write to us at {{email}} and we refund the full amount by the same means of payment.',
    },
  },
  contact: {
    meta: {
      title: 'Contact',
      description: 'Write, call or visit the Gemela workshop by appointment. Customer care hours and contact details.',
    },
    title: 'Contact',
    lead: 'We are a small workshop and we love talking to the people who wear our garments. Write to us, call us or come and see us by appointment.',
    leadNoPhone: 'We are a small workshop and we love talking to the people who wear our garments. Write to us or come and see us by appointment.',
    channels: 'How to reach us',
    email: 'E-mail',
    phone: 'Phone',
    whatsapp: 'WhatsApp',
    address: 'Workshop',
    addressNote: 'Visits and pickups by appointment.',
    hours: 'Customer care hours',
    reply: 'We reply within {{replyHours}} working hours.',
    more: {
      title: 'Looking for something else?',
      returns: 'Request a size change or an alteration',
      faq: 'Frequently asked questions',
      shipping: 'Shipping policy',
    },
  },
  terms: {
    meta: {
      title: 'Terms and conditions',
      description: 'Gemela’s terms and conditions of sale: orders, prices, payment, production times, cancellations, warranty and data protection.',
    },
    title: 'Terms and conditions of sale',
    lead: 'These terms govern the purchase of made-to-measure garments from {{store}}. Please read them before placing your order: by confirming it, you accept them.',
    identification: {
      title: 'Identification',
      p1: '{{store}} is a made-to-measure workshop of {{legalName}}, tax id (NIF) {{taxId}}, registered address {{registeredAddress}}; the workshop is at {{address}}. You can write to us at {{email}} or call us on {{phone}} during our customer care hours ({{hours}}). The rest of our details are in the <a>legal notice</a>.',
      p1NoPhone:
        '{{store}} is a made-to-measure workshop of {{legalName}}, tax id (NIF) {{taxId}}, registered address {{registeredAddress}}; the workshop is at {{address}}. You can write to us at {{email}} during our customer care hours ({{hours}}). The rest of our details are in the <a>legal notice</a>.',
    },
    object: {
      title: 'Purpose',
      p1: 'These terms govern the distance sale, through this website, of garments made to measure according to each customer’s specifications: model, fabric, parts and measurements.',
      p2: 'Every garment is unique and is only made once the order has been confirmed.',
    },
    ordering: {
      title: 'Ordering',
      p1: 'To place an order you design your garment, give your size or measurements and complete your shipping details, as a guest or with your account. Before paying you will see a summary of every choice and the total price.',
      p2: 'The contract is concluded when you receive the order confirmation e-mail. You are responsible for the accuracy of the measurements you give; if in doubt, check them with our guide before confirming.',
    },
    prices: {
      title: 'Prices and taxes',
      p1: 'All prices are shown in euros and include VAT (21 %). The price of each garment is the sum of its base price, the fabric surcharge and that of the chosen parts.',
      p2: 'Shipping costs are shown before payment: standard shipping costs {{standardPrice}} and is free from {{freeFrom}}; express costs {{expressPrice}}.',
    },
    payment: {
      title: 'Payment',
      p1: 'You pay the whole order when you place it. We accept {{paymentMethods}}. Production starts once the payment is confirmed.',
      p2: 'If you pay by bank transfer, we hold your fabrics for {{transferDays}} days while it arrives; if it does not arrive in time, the order expires and the fabrics are released.',
    },
    production: {
      title: 'Production and delivery',
      p1: 'Production times, in business days from payment confirmation, are: {{basicDays}} days for basic garments, {{complexDays}} for complex garments and {{collectionDays}} for orders of {{collectionFrom}} garments or more.',
      p2: 'The time of the chosen shipping method, described in our <a>shipping policy</a>, is added to these. If an order is delayed, we will let you know the new date.',
    },
    urgent: {
      title: 'Urgent orders',
      p1: 'If you need your order sooner, choose urgent production at the shipping step: we make your garments in {{urgentDays}} business days, with a {{urgentPercent}} % surcharge on the price of the garments (not on shipping). You see the surcharge and the new time before paying.',
    },
    fittings: {
      title: 'Fittings',
      p1: 'If you wish, you can try the garment on at the workshop by appointment before it is finished. The first fitting is included in the price; further fittings are quoted separately.',
    },
    cancellation: {
      title: 'Cancellation',
      p1: 'You can cancel your order free of charge within {{freeCancelHours}} hours of its confirmation.',
      p2: 'After that, if the garment is already in production, cancelling carries a charge of {{productionCancelPercent}} % of the order price, covering the fabric cut and the work done.',
    },
    returns: {
      title: 'Returns and alterations',
      p1: 'Made-to-measure garments are excluded from the {{withdrawalDays}}-day right of withdrawal (article 103 c) of the Spanish consumer protection law). Instead you have {{sizeChange}}, alterations and the repair of any defect, as our <a>return policy</a> explains.',
      p2: 'Gift cards are not made to measure: you can withdraw from their purchase within {{withdrawalDays}} days, as long as the card is unused, and we refund the full amount.',
    },
    warranty: {
      title: 'Warranty',
      p1: 'We guarantee the workmanship of every garment for {{warrantyMonths}} months from delivery against sewing and finishing defects. This warranty is in addition to the legal guarantee of conformity you are entitled to by law.',
    },
    data: {
      title: 'Data protection',
      p1: 'We process your personal data in accordance with the General Data Protection Regulation (GDPR) and Spanish Organic Law 3/2018, only to manage your orders, your account and, if you agree, our newsletter. Your measurements are used only to make your garments.',
      p2: 'You can exercise your rights of access, rectification, erasure, objection, restriction and portability by writing to {{email}}, and complain to the Spanish Data Protection Agency (AEPD). It is all explained in our <a>privacy policy</a>, and the cookies we use in our <b>cookie policy</b>.',
    },
    changes: {
      title: 'Changes to these terms',
      p1: 'We may update these terms. Changes take effect {{termsNoticeDays}} days after their publication on this page and do not affect orders already confirmed.',
    },
    law: {
      title: 'Governing law and jurisdiction',
      p1: 'These terms are governed by Spanish law. If you are a consumer, the courts of your place of residence will have jurisdiction over any dispute.',
    },
  },
} satisfies Translation<typeof es>
