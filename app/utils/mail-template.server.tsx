import { Body } from '@react-email/body'
import { Button } from '@react-email/button'
import { Column } from '@react-email/column'
import { Container } from '@react-email/container'
import { Head } from '@react-email/head'
import { Heading } from '@react-email/heading'
import { Html } from '@react-email/html'
import { Img } from '@react-email/img'
import { Link } from '@react-email/link'
import { Preview } from '@react-email/preview'
import { Row } from '@react-email/row'
import { Section } from '@react-email/section'
import { Text } from '@react-email/text'
import { Fragment, type CSSProperties } from 'react'
import type { MailContent } from './mail-layout.server.ts'

/*
 * The shop's one e-mail layout as React Email components (tables and inline styles that mail
 * clients understand): the store name, a card with the heading, paragraphs, the items of an order
 * with their drawings, a button, and the footer. React escapes every text; line breaks are kept.
 */

const colors = {
  paper: '#f7f2ea',
  card: '#fffdf9',
  ink: '#1f1a17',
  inkSoft: '#4a413a',
  muted: '#6b5f55',
  line: '#d9ccb9',
  clay: '#9c4f37',
}
const serif = "'Cormorant Garamond', Georgia, 'Times New Roman', serif"
const sans = "'Jost', 'Helvetica Neue', Helvetica, Arial, sans-serif"

const paragraph: CSSProperties = { margin: '0 0 16px', font: `16px/1.6 ${sans}`, color: colors.inkSoft }
const small: CSSProperties = { margin: '0 0 8px', font: `13px/1.6 ${sans}`, color: colors.muted }

/** Text with its line breaks kept as <br>. */
function Lines({ text }: { text: string }) {
  const lines = text.split(/\r?\n/)
  return (
    <>
      {lines.map((line, i) => (
        <Fragment key={i}>
          {i > 0 ? <br /> : null}
          {line}
        </Fragment>
      ))}
    </>
  )
}

export function MailTemplate({ content }: { content: MailContent }) {
  const { button, unsubscribe } = content
  return (
    <Html lang={content.lang}>
      <Head>
        <meta name="color-scheme" content="light" />
        <title>{content.subject}</title>
      </Head>
      {content.preheader ? <Preview>{content.preheader}</Preview> : null}
      <Body style={{ margin: 0, padding: '40px 16px', background: colors.paper }}>
        <Container style={{ maxWidth: '560px' }}>
          <Section>
            <Text style={{ margin: '0 0 28px', textAlign: 'center', font: `500 34px/1 ${serif}`, letterSpacing: '0.02em', color: colors.ink }}>{content.storeName}</Text>
          </Section>
          <Section style={{ background: colors.card, border: `1px solid ${colors.line}`, borderRadius: '18px', padding: '32px 24px 24px' }}>
            <Heading as="h1" style={{ margin: '0 0 20px', font: `500 30px/1.15 ${serif}`, color: colors.ink }}>
              <Lines text={content.heading} />
            </Heading>
            {content.paragraphs.map((p, i) => (
              <Text key={i} style={paragraph}>
                <Lines text={p} />
              </Text>
            ))}
            {content.items && content.items.length > 0 ? (
              <Section style={{ margin: '4px 0 20px', borderTop: `1px solid ${colors.line}` }}>
                {content.items.map((item, i) => (
                  <Row key={i} style={{ borderBottom: `1px solid ${colors.line}` }}>
                    <Column style={{ width: '88px', padding: '14px 14px 14px 0', verticalAlign: 'top' }}>
                      {item.imageUrl ? (
                        <Img src={item.imageUrl} width="80" height="100" alt={item.imageAlt ?? ''} style={{ borderRadius: '10px', background: colors.paper }} />
                      ) : (
                        <div
                          style={{
                            width: '80px',
                            height: '56px',
                            borderRadius: '10px',
                            background: colors.ink,
                            color: '#e9d8bf',
                            font: `500 15px/56px ${serif}`,
                            textAlign: 'center',
                          }}
                        >
                          {content.storeName}
                        </div>
                      )}
                    </Column>
                    <Column style={{ padding: '14px 0', verticalAlign: 'top' }}>
                      <Text style={{ margin: '0 0 4px', font: `500 16px/1.4 ${sans}`, color: colors.ink }}>{item.title}</Text>
                      {item.lines.map((line, j) => (
                        <Text key={j} style={{ margin: 0, font: `14px/1.5 ${sans}`, color: colors.inkSoft }}>
                          {line}
                        </Text>
                      ))}
                    </Column>
                    <Column style={{ width: '76px', padding: '14px 0', verticalAlign: 'top', textAlign: 'right', font: `500 15px/1.4 ${sans}`, color: colors.ink }}>
                      {item.price}
                    </Column>
                  </Row>
                ))}
              </Section>
            ) : null}
            {(content.afterItems ?? []).map((p, i) => (
              <Text key={i} style={paragraph}>
                <Lines text={p} />
              </Text>
            ))}
            {button ? (
              <>
                <Button
                  href={button.url}
                  style={{
                    display: 'inline-block',
                    margin: '8px 0 24px',
                    padding: '14px 30px',
                    borderRadius: '999px',
                    background: colors.clay,
                    font: `500 16px/1 ${sans}`,
                    color: '#ffffff',
                    textDecoration: 'none',
                  }}
                >
                  {button.label}
                </Button>
                {content.fallbackLinkText ? (
                  <>
                    <Text style={{ ...small, margin: '0 0 6px' }}>{content.fallbackLinkText}</Text>
                    <Text style={{ margin: '0 0 24px', font: `13px/1.5 ${sans}`, wordBreak: 'break-all' }}>
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
            {unsubscribe ? (
              <Text style={{ ...small, margin: '12px 0 0' }}>
                <Link href={unsubscribe.url} style={{ color: colors.muted, textDecoration: 'underline' }}>
                  {unsubscribe.label}
                </Link>
              </Text>
            ) : null}
          </Section>
        </Container>
      </Body>
    </Html>
  )
}
