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
    route('collection', 'routes/collection.tsx'),
    route('collection/:id', 'routes/collection-detail.tsx'),
    route('fabric/:fabricId', 'routes/fabric.tsx'),
    route('product/customize', 'routes/product-customize.tsx'),
    route('product/:id', 'routes/product-customizer.tsx'),
    route('cart', 'routes/cart.tsx'),
    route('login', 'routes/auth/login.tsx'),
    route('register', 'routes/auth/register.tsx'),
    route('forgot-password', 'routes/auth/forgot-password.tsx'),
    route('reset-password', 'routes/auth/reset-password.tsx'),
    route('account/personal-data', 'routes/account/personal-data.tsx'),
    route('account/password', 'routes/account/password.tsx'),
    route('admin', 'routes/admin/index.tsx'),
    route('dev/preview-gallery', 'routes/dev/preview-gallery.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
  // Resource routes: data and form endpoints without a page of their own.
  route('resources/newsletter', 'routes/resources/newsletter.ts'),
  route('resources/basket', 'routes/resources/basket.ts'),
  route('logout', 'routes/auth/logout.ts'),
  route('api/auth/*', 'routes/api/auth.ts'),
] satisfies RouteConfig
