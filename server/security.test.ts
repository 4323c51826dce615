import { describe, expect, it } from 'vitest'
import { formActionOrigins } from './security.ts'

describe('form-action origins', () => {
  it('adds the sign-in origin of each configured provider, and nothing else', () => {
    expect(formActionOrigins({})).toEqual([])
    expect(formActionOrigins({ GOOGLE_CLIENT_ID: 'g' })).toEqual([])
    expect(
      formActionOrigins({
        GOOGLE_CLIENT_ID: 'g',
        GOOGLE_CLIENT_SECRET: 's',
        APPLE_CLIENT_ID: 'a',
        APPLE_CLIENT_SECRET: 's',
        OIDC_ISSUER: 'http://127.0.0.1:4102/realm',
        OIDC_CLIENT_ID: 'c',
      }),
    ).toEqual(['https://accounts.google.com', 'https://appleid.apple.com', 'http://127.0.0.1:4102'])
    expect(formActionOrigins({ OIDC_ISSUER: 'not a url', OIDC_CLIENT_ID: 'c' })).toEqual([])
  })

  it("adds Stripe's payment page when Stripe is configured (the local fake's origin in tests)", () => {
    expect(formActionOrigins({ STRIPE_SECRET_KEY: 'sk_live_x' })).toEqual(['https://checkout.stripe.com'])
    expect(formActionOrigins({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_API_BASE: 'http://127.0.0.1:2530' })).toEqual(['http://127.0.0.1:2530'])
    expect(formActionOrigins({ STRIPE_API_BASE: 'http://127.0.0.1:2530' })).toEqual([])
  })
})
