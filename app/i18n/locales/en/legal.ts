import type { legal as es } from '../es/legal.ts'
import type { Translation } from '../../types.ts'

export const legal = {
  privacy: {
    meta: {
      title: 'Privacy policy',
      description: 'Which personal data Gemela processes, what for, on which legal basis, for how long, and how to exercise your rights.',
    },
    title: 'Privacy policy',
    lead: 'Which of your data {{store}} processes, what for, for how long, who else sees it and how you can exercise your rights.',
    controller: {
      title: 'Data controller',
      p1: 'The controller of your data is {{legalName}}, tax id (NIF) {{taxId}}, registered address {{registeredAddress}}. For any question about your data, write to {{email}}.',
    },
    purposes: {
      title: 'What we use your data for',
      caption: 'Purposes, the data each uses and its legal basis',
      purpose: 'Purpose',
      data: 'Data',
      basis: 'Legal basis',
      orders: {
        purpose: 'Your orders: making, charging and shipping your garments, and handling size changes, adjustments and warranty claims.',
        data: 'Name, e-mail, phone, address, the measurements and choices of each garment, the payment’s status (never your card details).',
        basis: 'Performing the sales contract (art. 6.1.b GDPR) and our accounting and tax obligations (art. 6.1.c GDPR).',
      },
      account: {
        purpose: 'Your account: signing in, addresses, measurement profiles and saved designs.',
        data: 'Name, e-mail, encrypted password, addresses, measurements and designs.',
        basis: 'Performing the contract you accept when you create your account (art. 6.1.b GDPR).',
      },
      newsletter: {
        purpose: 'The newsletter: news and new fabrics.',
        data: 'E-mail and language, and when and where you gave your consent.',
        basis: 'Your consent (art. 6.1.a GDPR), which you confirm from the e-mail we send you and withdraw whenever you like with the link in every issue.',
      },
      fraud: {
        purpose: 'Preventing fraud and protecting the shop: attempt limits, unpaid orders, security logs.',
        data: 'IP address, browser, sign-in and payment attempts.',
        basis: 'Our legitimate interest in protecting our customers and the shop (art. 6.1.f and recital 47 GDPR).',
      },
    },
    measurements: {
      title: 'Your measurements',
      p1: 'Your measurements are used only to make your garments. We do not use them for profiling or advertising, and only the workshop that sews your garment sees them.',
    },
    retention: {
      title: 'How long we keep it',
      orders: 'Orders and invoices: {{recordsYears}} years, as commercial and tax law require. If you delete your account, we keep them without your profile.',
      account: 'Account, addresses, measurement profiles and saved designs: as long as you keep your account. When you delete it, we erase them.',
      newsletter: 'Newsletter: until you unsubscribe or delete your account. While you are subscribed, we keep when and where you gave your consent.',
      requests: 'Size change and adjustment requests: for the garment’s warranty ({{warrantyMonths}} months from delivery).',
      security: 'Attempt limits and security logs: as long as they need to do their job, usually hours or days.',
    },
    processors: {
      title: 'Who else processes your data',
      intro: 'We do not sell or share your data. These providers process it on our behalf, under contract and only to provide their service to us:',
      payments: 'The payment provider, which charges cards, Apple Pay and Google Pay. Your card details go straight to it and never pass through our servers.',
      mail: 'The e-mail provider, which delivers the e-mails about your orders, your account and the newsletter.',
      hosting: 'The hosting provider, on whose servers the website and its database run.',
      carrier: 'The carrier receives your name, address and phone number to deliver your order.',
      transfers: 'If a provider processes data outside the European Economic Area, it does so with the GDPR’s safeguards (an adequacy decision or standard contractual clauses).',
    },
    rights: {
      title: 'Your rights',
      p1: 'You can access your data, correct it, erase it, object to its processing, ask us to restrict it and take it with you (portability). Whatever we process with your consent you can withdraw at any time, without affecting what was done before.',
      account: 'With an account it is at hand in <a>My account › My data</a>: download everything we keep about you, change your e-mail or delete your account.',
      p2: 'For anything else, write to {{email}} saying which right you want to exercise. We answer within one month at most.',
      aepd: 'If you believe we have not handled your data properly, you can complain to the Spanish Data Protection Agency (<a>www.aepd.es</a>).',
    },
    cookies: {
      title: 'Cookies',
      p1: 'We only use the cookies the shop needs to work. They are listed in our <a>cookie policy</a>.',
    },
  },
  notice: {
    meta: {
      title: 'Legal notice',
      description: 'The company behind the Gemela shop: company name, tax id, registered address, registry details and contact.',
    },
    title: 'Legal notice',
    lead: 'Who is behind {{store}}, as the Spanish Information Society Services and E-commerce Act (LSSI, Law 34/2002) requires.',
    owner: {
      title: 'Owner of the website',
      legalName: 'Company name',
      taxId: 'Tax id (NIF)',
      address: 'Registered address',
      registry: 'Registry details',
      email: 'E-mail',
    },
    use: {
      title: 'Using the website',
      p1: 'By browsing this website you agree to use it in good faith and lawfully. Purchases are governed by our <a>terms and conditions</a>.',
    },
    ip: {
      title: 'Intellectual property',
      p1: 'The texts, drawings, designs and photographs of this website belong to {{legalName}} or are used with permission. You may not reproduce them for commercial purposes without our permission.',
    },
    liability: {
      title: 'Liability',
      p1: 'We take care that the information on this website is accurate and up to date. Links to third-party websites, such as our social networks, lead to content we are not responsible for.',
    },
    data: {
      title: 'Personal data',
      p1: 'How we handle your data is explained in our <a>privacy policy</a>.',
    },
  },
  cookies: {
    meta: {
      title: 'Cookie policy',
      description: 'The cookies and local storage Gemela uses: only the essential ones, with their purpose and lifetime.',
    },
    title: 'Cookie policy',
    lead: 'What this website keeps in your browser, what for and for how long.',
    essential: {
      title: 'Only the essential ones',
      p1: 'This website uses only cookies and local storage that are strictly necessary to give you the service you ask for: your session, your basket, your language and where you were on each page. We use no analytics, advertising or third-party cookies.',
      p2: 'That is why we do not ask for your consent or show a cookie banner (article 22.2 of the Spanish LSSI). Should we ever add others, we will ask your permission before using them.',
    },
    list: {
      title: 'What we keep',
      caption: 'Cookies and local storage of this website',
      name: 'Name',
      kind: 'Type',
      purpose: 'Purpose',
      lifetime: 'Lifetime',
      owner: 'Set by',
      own: 'Us',
    },
    kinds: { cookie: 'Cookie', localStorage: 'Local storage', sessionStorage: 'Session storage' },
    purposes: {
      session: 'Keeps you signed in to your account.',
      signInState: 'Protects a sign-in with Google, Apple or another provider while you complete it.',
      basket: 'Remembers your basket when you shop without an account.',
      language: 'Remembers the language you choose.',
      scroll: 'Takes you back to where you were on a page when you go back.',
    },
    lifetimes: {
      minutes_one: '{{count}} minute',
      minutes_other: '{{count}} minutes',
      days_one: '{{count}} day',
      days_other: '{{count}} days',
      persistent: 'Until you clear it',
      tab: 'Until you close the tab',
    },
    manage: {
      title: 'How to clear them',
      p1: 'You can clear cookies and local storage in your browser’s settings. If you do, you will be signed out, lose the basket you have without an account, and the website will go back to your browser’s language.',
    },
  },
  taxId: {
    errors: {
      required: 'Enter the tax id',
      invalidFormat: 'Enter a valid Spanish tax id (NIF, NIE or CIF), such as 12345678Z or B12345674',
      invalidControl: 'The control letter or digit does not match: check the tax id',
    },
  },
} satisfies Translation<typeof es>
