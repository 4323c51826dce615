// Scaffold until the newsletter work of issue #2 lands (same session): props are final.
export function NewsletterSection(_props: { socialUrl: string; variant?: 'dark' | 'light' }) {
  return null
}
