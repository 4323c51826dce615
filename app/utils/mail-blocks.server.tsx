import { Column } from '@react-email/column'
import { Img } from '@react-email/img'
import { Row } from '@react-email/row'
import { Section } from '@react-email/section'
import { Text } from '@react-email/text'
import { Fragment, type CSSProperties } from 'react'
import type { MailContent, MailItem, MailRow } from './mail-layout.server.ts'

/*
 * The blocks an e-mail is made of (mail-template.server.tsx lays them out): tables and inline styles
 * only, every figure in lining, tabular digits (the text face, not the display face's old-style ones),
 * nothing wider than the column so nothing scrolls sideways on a phone.
 */

export const colors = {
  paper: '#f7f2ea',
  card: '#fffdf9',
  ink: '#1f1a17',
  inkSoft: '#4a413a',
  muted: '#6b5f55',
  line: '#e3d8c8',
  clay: '#9c4f37',
  tint: '#f4ece1',
  cream: '#f3e6d3',
}
export const serif = "'Cormorant Garamond', Cormorant, Garamond, Georgia, 'Times New Roman', serif"
export const sans = "Jost, 'Helvetica Neue', Helvetica, Arial, sans-serif"
/** Type in longhand properties (mail clients that drop the `font` shorthand keep these). */
export function type(weight: number, size: number, lineHeight: number | string, family: string): CSSProperties {
  return { fontWeight: weight, fontSize: `${size}px`, lineHeight: typeof lineHeight === 'number' ? String(lineHeight) : lineHeight, fontFamily: family }
}
const figures: CSSProperties = { fontVariantNumeric: 'lining-nums tabular-nums' }

export const paragraph: CSSProperties = { margin: '0 0 16px', ...type(400, 16, 1.6, sans), color: colors.inkSoft }
export const small: CSSProperties = { margin: '0 0 8px', ...type(400, 13, 1.6, sans), color: colors.muted }
const label: CSSProperties = { margin: 0, ...type(500, 11, 1.5, sans), letterSpacing: '0.14em', textTransform: 'uppercase', color: colors.muted }
const table = { width: '100%', borderCollapse: 'collapse', border: 0 } as const

/** Never broken across lines: what she copies or reads out as it is (an IBAN, a reference). */
export const whole: CSSProperties = { whiteSpace: 'nowrap' }

/**
 * A reference written in running text — an order's number (GM-2026-000142), a request's (R-00042), a
 * gift code: letters and digits joined by hyphens, with a digit. A browser may break a line after any
 * hyphen, which on a phone leaves "GM-2026-" on one line and the rest on the next.
 */
const reference = /[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+/gu

/** One line of text, each reference in it kept whole (a span that does not wrap; the hyphens stay plain hyphens she can copy). */
function KeepReferences({ line }: { line: string }) {
  const pieces: (string | { ref: string })[] = []
  let at = 0
  for (const match of line.matchAll(reference)) {
    if (!/\p{N}/u.test(match[0])) continue
    pieces.push(line.slice(at, match.index), { ref: match[0] })
    at = match.index + match[0].length
  }
  pieces.push(line.slice(at))
  return (
    <>
      {pieces.map((piece, i) =>
        typeof piece === 'string' ? (
          piece
        ) : (
          <span key={i} style={whole}>
            {piece.ref}
          </span>
        ),
      )}
    </>
  )
}

/** Text with its line breaks kept as <br>, and the references in it never broken. */
export function Lines({ text }: { text: string }) {
  const lines = text.split(/\r?\n/)
  return (
    <>
      {lines.map((line, i) => (
        <Fragment key={i}>
          {i > 0 ? <br /> : null}
          <KeepReferences line={line} />
        </Fragment>
      ))}
    </>
  )
}

export function NoticeBlock({ text }: { text: string }) {
  return (
    <Section style={{ margin: '4px 0 20px', background: colors.tint, borderLeft: `3px solid ${colors.clay}`, borderRadius: '4px' }}>
      <Text style={{ margin: 0, padding: '14px 16px', ...type(500, 15, 1.55, sans), color: colors.ink }}>
        <Lines text={text} />
      </Text>
    </Section>
  )
}

/**
 * The transfer's details, each value on its own line, selectable as a whole with one tap; a `whole` value
 * (the IBAN, the reference) never breaks — on a narrow phone the block's margins and type narrow instead
 * (gm-pay, mail-template.server.tsx).
 */
export function PaymentBlock({ payment, copyHint }: { payment: NonNullable<MailContent['payment']>; copyHint: string }) {
  return (
    <Section style={{ margin: '4px 0 24px', border: `1px solid ${colors.line}`, borderRadius: '6px', background: colors.paper }}>
      <Text className="gm-pay" style={{ ...label, padding: '16px 18px 4px', color: colors.ink }}>
        {payment.title}
      </Text>
      {payment.rows.map((row, i) => (
        <Section key={i} className="gm-pay" style={{ padding: '8px 18px 0' }}>
          <Text style={label}>{row.label}</Text>
          <Text
            className="gm-pay-value"
            style={{
              ...figures,
              margin: 0,
              ...type(500, 17, 1.45, sans),
              letterSpacing: '0.02em',
              color: colors.ink,
              ...(row.whole ? whole : { wordBreak: 'break-word' }),
              userSelect: 'all',
              WebkitUserSelect: 'all',
            }}
          >
            {row.value}
          </Text>
        </Section>
      ))}
      <Text className="gm-pay" style={{ ...small, padding: '12px 18px 14px', margin: 0 }}>
        {payment.note ? `${payment.note} ${copyHint}` : copyHint}
      </Text>
    </Section>
  )
}

/** A gift code as a card: dark, the code large and spaced, the amount beside it. */
export function GiftCodeCard({ card }: { card: NonNullable<MailContent['giftCode']> }) {
  return (
    <Section style={{ margin: '8px 0 24px', background: colors.ink, borderRadius: '10px', textAlign: 'center' }}>
      <Text style={{ ...label, padding: '24px 16px 0', color: colors.cream }}>{card.label}</Text>
      {card.amount ? <Text style={{ ...figures, margin: '6px 0 0', ...type(500, 40, 1.1, serif), color: '#fffdf9' }}>{card.amount}</Text> : null}
      <Text
        className="gm-code"
        style={{
          ...figures,
          margin: '14px 16px 0',
          padding: '12px 8px',
          border: `1px solid ${colors.muted}`,
          borderRadius: '6px',
          ...type(500, 22, 1.3, "'SFMono-Regular', Menlo, Consolas, 'Liberation Mono', monospace"),
          letterSpacing: '0.06em',
          whiteSpace: 'nowrap',
          color: '#fffdf9',
          wordBreak: 'break-all',
          userSelect: 'all',
          WebkitUserSelect: 'all',
        }}
      >
        {card.code}
      </Text>
      <Text style={{ margin: 0, padding: '14px 20px 22px', ...type(400, 13, 1.55, sans), color: colors.cream }}>{card.note ?? ''}</Text>
    </Section>
  )
}

export function ItemsTable({ items, storeName }: { items: MailItem[]; storeName: string }) {
  return (
    <Section style={{ margin: '4px 0 8px', borderTop: `1px solid ${colors.line}` }}>
      {items.map((item, i) => (
        <Row key={i} style={{ borderBottom: `1px solid ${colors.line}` }}>
          <Column className="gm-thumb" style={{ width: '84px', padding: '16px 12px 16px 0', verticalAlign: 'top' }}>
            {item.imageUrl ? (
              // Shown small while a mail client holds pictures back: the alt text stays inside its box.
              <Img
                src={item.imageUrl}
                width="72"
                height="90"
                alt={item.imageAlt ?? ''}
                style={{ ...type(400, 11, 1.3, sans), borderRadius: '6px', background: colors.paper, color: colors.muted, overflow: 'hidden' }}
              />
            ) : (
              <Text style={{ margin: 0, width: '72px', borderRadius: '6px', background: colors.ink, color: colors.cream, ...type(500, 14, '56px', serif), textAlign: 'center' }}>
                {storeName}
              </Text>
            )}
          </Column>
          <Column style={{ padding: '16px 0', verticalAlign: 'top' }}>
            <Text style={{ margin: '0 0 4px', ...type(500, 17, 1.3, serif), color: colors.ink }}>{item.title}</Text>
            {item.lines.map((line, j) => (
              <Text key={j} style={{ margin: 0, ...type(400, 13, 1.55, sans), color: colors.inkSoft }}>
                {line}
              </Text>
            ))}
          </Column>
          <Column style={{ ...figures, width: '82px', padding: '16px 0 16px 8px', verticalAlign: 'top', textAlign: 'right', ...type(500, 15, 1.4, sans), color: colors.ink }}>
            {item.price}
          </Column>
        </Row>
      ))}
    </Section>
  )
}

export function TotalsTable({ rows }: { rows: NonNullable<MailContent['totals']> }) {
  return (
    <table role="presentation" cellPadding={0} cellSpacing={0} style={{ ...table, margin: '8px 0 24px' }}>
      <tbody>
        {rows.map((row, i) => {
          const style: CSSProperties = row.total
            ? { ...figures, padding: '12px 0 4px', borderTop: `1px solid ${colors.ink}`, ...type(600, 17, 1.4, sans), color: colors.ink }
            : row.note
              ? { ...figures, padding: '0 0 4px', ...type(400, 13, 1.5, sans), color: colors.muted }
              : { ...figures, padding: '5px 0', ...type(400, 15, 1.45, sans), color: colors.inkSoft }
          return (
            <tr key={i}>
              <td style={style}>{row.label}</td>
              <td style={{ ...style, textAlign: 'right', whiteSpace: 'nowrap', paddingLeft: '12px' }}>{row.value}</td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}

/** Labelled facts (delivery, address, payment), the label above its value so long values wrap freely. */
export function RowsBlock({ rows, ruled }: { rows: MailRow[]; ruled: boolean }) {
  return (
    <Section style={{ margin: '0 0 20px', ...(ruled ? { borderTop: `1px solid ${colors.line}`, paddingTop: '12px' } : { paddingTop: '8px' }) }}>
      {rows.map((row, i) => (
        <Section key={i} style={{ padding: '6px 0' }}>
          <Text style={label}>{row.label}</Text>
          <Text style={{ ...figures, margin: 0, ...type(400, 15, 1.5, sans), color: colors.ink }}>
            <Lines text={row.value} />
          </Text>
        </Section>
      ))}
    </Section>
  )
}
