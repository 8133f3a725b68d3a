import { Body } from '@react-email/body'
import { Button } from '@react-email/button'
import { Container } from '@react-email/container'
import { Head } from '@react-email/head'
import { Html } from '@react-email/html'
import { Link } from '@react-email/link'
import { Preview } from '@react-email/preview'
import { Text } from '@react-email/text'
import type { ReactNode } from 'react'
import type { EmailIdentity } from './identity'

// The centre's email as React Email components: the site's title above, the message, the centre's
// name below, in the reader's language. Styles are inline, as mail clients want them.

const INK = '#1d1d1b'

export function EmailFrame({
  from,
  language,
  preview,
  closing,
  children,
}: {
  from: EmailIdentity
  language: string
  /** The line a mail client shows beside the subject. */
  preview: string
  /** The words before the centre's name ("See you there,"), if any. */
  closing?: string
  children: ReactNode
}) {
  return (
    <Html lang={language}>
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ margin: 0, padding: '24px', background: '#f4f1ea', fontFamily: 'Helvetica, Arial, sans-serif', color: INK }}>
        <Container style={{ maxWidth: '480px', margin: '0 auto', background: '#fff', padding: '32px' }}>
          <Text style={{ fontSize: '13px', letterSpacing: '.08em', textTransform: 'uppercase', margin: '0 0 24px' }}>{from.title}</Text>
          {children}
          <Text>
            {closing ? (
              <>
                {closing}
                <br />
              </>
            ) : null}
            {from.centre}
          </Text>
        </Container>
      </Body>
    </Html>
  )
}

/** A paragraph of the message. */
export function Line({ children, small }: { children: ReactNode; small?: boolean }) {
  return <Text style={small ? { fontSize: '14px' } : undefined}>{children}</Text>
}

/** The email's one button. */
export function EmailButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Text style={{ margin: '32px 0' }}>
      <Button href={href} style={{ background: INK, color: '#fff', padding: '14px 24px', textDecoration: 'none', fontWeight: 'bold' }}>
        {children}
      </Button>
    </Text>
  )
}

/** A link in a small paragraph of its own ("See the details"). */
export function SmallLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Text style={{ fontSize: '14px' }}>
      <Link href={href}>{children}</Link>
    </Text>
  )
}

/** Small grey print that may break anywhere (a long address, a hash). */
export function FinePrint({ children }: { children: ReactNode }) {
  return <Text style={{ fontSize: '12px', color: '#555', wordBreak: 'break-all' }}>{children}</Text>
}
