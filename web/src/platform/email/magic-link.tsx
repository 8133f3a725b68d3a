import { wordsOf, type CatalogueLanguage } from '@/platform/i18n/catalogues'
import { EmailButton, EmailFrame, FinePrint, Line } from './frame'
import type { EmailIdentity } from './identity'
import { renderEmail } from './render'
import type { EmailMessage } from './sender'

// The sign-in email, in the centre's voice and the reader's language.

export interface MagicLinkDetails {
  from: EmailIdentity
  language: CatalogueLanguage
  to: string
  link: string
  /** How long the link works. */
  minutes: number
}

export function magicLinkMessage({ from, language, to, link, minutes }: MagicLinkDetails): Promise<EmailMessage> {
  const t = wordsOf(language, 'emails')
  const intro = t('signIn.intro', { site: from.title })
  return renderEmail(
    <EmailFrame from={from} language={language} preview={intro} closing={t('signIn.closing')}>
      <Line>{t('common.hello')}</Line>
      <Line>{intro}</Line>
      <EmailButton href={link}>{t('signIn.button')}</EmailButton>
      <Line small>{t('signIn.expiry', { minutes })}</Line>
      <FinePrint>{t('common.pasteLink', { link })}</FinePrint>
    </EmailFrame>,
    { to, subject: t('signIn.subject', { site: from.title }), link },
  )
}
