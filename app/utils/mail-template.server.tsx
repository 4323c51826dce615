import { Body } from '@react-email/body'
import { Button } from '@react-email/button'
import { Container } from '@react-email/container'
import { Head } from '@react-email/head'
import { Heading } from '@react-email/heading'
import { Html } from '@react-email/html'
import { Link } from '@react-email/link'
import { Preview } from '@react-email/preview'
import { Section } from '@react-email/section'
import { Text } from '@react-email/text'
import type { MailContent } from './mail-layout.server.ts'
import { colors, GiftCodeCard, ItemsTable, Lines, NoticeBlock, paragraph, PaymentBlock, RowsBlock, sans, serif, small, TotalsTable, type } from './mail-blocks.server.tsx'

/*
 * The shop's one e-mail layout as React Email components (tables and inline styles that mail
 * clients understand): one column at most 600 px wide that reads at full size on a phone (the
 * viewport meta and a small media query that narrows the margins), the wordmark, a card with the
 * heading, paragraphs and blocks (mail-blocks.server.tsx), a button, and the footer with the shop's
 * legal identity. The brand's faces come first in each font stack, with the faces every mail client
 * has after them. React escapes every text; line breaks are kept. On a phone the transfer's details
 * narrow their margins and type so an IBAN, kept on one line, fits down to a 320 px screen.
 */

const phoneStyles = `
@media only screen and (max-width: 480px) {
  .gm-body { padding: 20px 8px !important; }
  .gm-card { padding: 26px 18px 18px !important; }
  .gm-h1 { font-size: 27px !important; }
  .gm-thumb { width: 64px !important; }
  .gm-thumb img { width: 56px !important; height: 70px !important; }
  .gm-code { font-size: 17px !important; letter-spacing: 0.02em !important; margin: 14px 10px 0 !important; }
  .gm-pay { padding-left: 14px !important; padding-right: 14px !important; }
  .gm-pay-value { font-size: 16px !important; letter-spacing: 0 !important; }
}
@media only screen and (max-width: 360px) {
  .gm-card { padding: 24px 14px 16px !important; }
  .gm-pay { padding-left: 12px !important; padding-right: 12px !important; }
  .gm-pay-value { font-size: 14px !important; }
}
`

export type MailWords = { tagline: string; copyHint: string }

export function MailTemplate({ content, words }: { content: MailContent; words: MailWords }) {
  const { button, unsubscribe } = content
  return (
    <Html lang={content.lang}>
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
        <title>{content.subject}</title>
        <style>{phoneStyles}</style>
      </Head>
      {content.preheader ? <Preview>{content.preheader}</Preview> : null}
      <Body className="gm-body" style={{ margin: 0, padding: '40px 16px', background: colors.paper, WebkitTextSizeAdjust: '100%' }}>
        {/* One landmark holds the message, so a screen reader in a webmail finds where it starts and ends. */}
        <div role="main">
          <Container style={{ maxWidth: '600px', width: '100%' }}>
            <Section style={{ padding: '0 0 24px', textAlign: 'center' }}>
              <Text style={{ margin: 0, ...type(500, 32, 1.1, serif), letterSpacing: '0.28em', textTransform: 'uppercase', color: colors.ink }}>{content.storeName}</Text>
              <Text style={{ margin: '8px 0 0', ...type(500, 11, 1.4, sans), letterSpacing: '0.24em', textTransform: 'uppercase', color: colors.muted }}>{words.tagline}</Text>
            </Section>
            <Section className="gm-card" style={{ background: colors.card, border: `1px solid ${colors.line}`, borderRadius: '6px', padding: '36px 32px 28px' }}>
              <Heading as="h1" className="gm-h1" style={{ margin: '0 0 20px', ...type(500, 31, 1.15, serif), color: colors.ink }}>
                <Lines text={content.heading} />
              </Heading>
              {content.paragraphs.map((p, i) => (
                <Text key={i} style={paragraph}>
                  <Lines text={p} />
                </Text>
              ))}
              {content.notice ? <NoticeBlock text={content.notice} /> : null}
              {content.payment ? <PaymentBlock payment={content.payment} copyHint={words.copyHint} /> : null}
              {content.giftCode ? <GiftCodeCard card={content.giftCode} /> : null}
              {content.items && content.items.length > 0 ? <ItemsTable items={content.items} storeName={content.storeName} /> : null}
              {content.totals && content.totals.length > 0 ? <TotalsTable rows={content.totals} /> : null}
              {content.facts && content.facts.length > 0 ? <RowsBlock rows={content.facts} ruled={Boolean(content.totals?.length)} /> : null}
              {(content.afterItems ?? []).map((p, i) => (
                <Text key={i} style={paragraph}>
                  <Lines text={p} />
                </Text>
              ))}
              {button ? (
                <>
                  <Section style={{ margin: '12px 0 24px' }}>
                    <Button
                      href={button.url}
                      style={{
                        display: 'inline-block',
                        padding: '15px 32px',
                        borderRadius: '999px',
                        background: colors.ink,
                        ...type(500, 15, 1, sans),
                        letterSpacing: '0.04em',
                        color: '#fffdf9',
                        textDecoration: 'none',
                      }}
                    >
                      {button.label}
                    </Button>
                  </Section>
                  {content.secondaryLink ? (
                    <Text style={{ ...small, margin: '-8px 0 24px' }}>
                      <Link href={content.secondaryLink.url} style={{ color: colors.clay, textDecoration: 'underline' }}>
                        {content.secondaryLink.label}
                      </Link>
                    </Text>
                  ) : null}
                  {content.fallbackLinkText ? (
                    <>
                      <Text style={{ ...small, margin: '0 0 6px' }}>{content.fallbackLinkText}</Text>
                      <Text style={{ margin: '0 0 24px', ...type(400, 13, 1.5, sans), wordBreak: 'break-all' }}>
                        <Link href={button.url} style={{ color: colors.clay }}>
                          {button.url}
                        </Link>
                      </Text>
                    </>
                  ) : null}
                </>
              ) : null}
              {(content.closing ?? []).map((p, i) => (
                <Text key={i} style={paragraph}>
                  <Lines text={p} />
                </Text>
              ))}
            </Section>
            <Section style={{ padding: '28px 12px 0', textAlign: 'center' }}>
              {content.footer.map((line, i) => (
                <Text key={i} style={small}>
                  <Lines text={line} />
                </Text>
              ))}
              {(content.legal ?? []).map((line, i) => (
                <Text key={i} style={{ ...small, fontSize: '12px', margin: '0 0 4px' }}>
                  {line}
                </Text>
              ))}
              {unsubscribe ? (
                <Text style={{ ...small, margin: '12px 0 0' }}>
                  <Link href={unsubscribe.url} style={{ color: colors.muted, textDecoration: 'underline' }}>
                    {unsubscribe.label}
                  </Link>
                </Text>
              ) : null}
            </Section>
          </Container>
        </div>
      </Body>
    </Html>
  )
}
