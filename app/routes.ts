import { type RouteConfig, index, layout, route } from '@react-router/dev/routes'

/** The shop's URL table: one explicit list mirroring the spec's route table (product-spec.md §2). */
export default [
  layout('routes/shell.tsx', [
    index('routes/home.tsx'),
    route('values', 'routes/info/values.tsx'),
    route('process', 'routes/info/process.tsx'),
    route('how-it-works', 'routes/info/how-it-works.tsx'),
    route('faq', 'routes/info/faq.tsx'),
    route('shipping-policy', 'routes/info/shipping-policy.tsx'),
    route('return-policy', 'routes/info/return-policy.tsx'),
    route('contact', 'routes/info/contact.tsx'),
    route('terms', 'routes/info/terms.tsx'),
    route('returns-exchanges', 'routes/info/returns-exchanges.tsx'),
    route('newsletter/confirm/:token', 'routes/newsletter/confirm.tsx'),
    route('newsletter/unsubscribe/:token', 'routes/newsletter/unsubscribe.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig
