import { EmailButton, EmailFrame, FinePrint, Line } from '@/platform/email/frame'
import type { EmailIdentity } from '@/platform/email/identity'
import { renderEmail } from '@/platform/email/render'
import type { EmailMessage } from '@/platform/email/sender'
import { wordsOf, type CatalogueLanguage } from '@/platform/i18n/catalogues'

// The emails a newsletter sign-up sends: the link that confirms the address (double opt-in), or,
// for an address already on the list, a note saying so. Either way the form answers the same.

export interface NewsletterEmailDetails {
  from: EmailIdentity
  language: CatalogueLanguage
  to: string
}

export function confirmationMessage(
  { from, language, to }: NewsletterEmailDetails,
  name: string,
  link: string,
  days: number,
): Promise<EmailMessage> {
  const t = wordsOf(language, 'emails')
  const body = t('newsletter.confirmBody', { site: from.title })
  return renderEmail(
    <EmailFrame from={from} language={language} preview={body}>
      <Line>{name ? t('common.helloName', { name }) : t('common.hello')}</Line>
      <Line>{body}</Line>
      <EmailButton href={link}>{t('newsletter.confirmButton')}</EmailButton>
      <Line small>{t('newsletter.confirmExpiry', { days })}</Line>
      <FinePrint>{t('common.pasteLink', { link })}</FinePrint>
    </EmailFrame>,
    { to, subject: t('newsletter.confirmSubject', { site: from.title }), link },
  )
}

export function alreadySubscribedMessage({ from, language, to }: NewsletterEmailDetails): Promise<EmailMessage> {
  const t = wordsOf(language, 'emails')
  const body = t('newsletter.alreadyBody', { site: from.title })
  return renderEmail(
    <EmailFrame from={from} language={language} preview={body}>
      <Line>{t('common.hello')}</Line>
      <Line>{body}</Line>
    </EmailFrame>,
    { to, subject: t('newsletter.alreadySubject', { site: from.title }) },
  )
}
