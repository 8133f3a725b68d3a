import styles from './support.module.css'
import Link from '@/ui/link'
import { wordsIn } from '@/platform/i18n/catalogues'

// Membership and donation: the festival is free because members and donors pay for it. The URLs
// are the settings' (the membership system and the donation form live elsewhere).

export function SupportCalls({ membershipUrl, donateUrl, language }: { membershipUrl?: string; donateUrl?: string; language?: string }) {
  if (!membershipUrl && !donateUrl) return null
  const t = wordsIn(language, 'home')
  return (
    <div className={styles.support}>
      {membershipUrl ? (
        <section aria-labelledby="home-member">
          <h2 id="home-member">{t('support.memberHeading')}</h2>
          <p>{t('support.memberBody')}</p>
          <Link className="button" href={membershipUrl}>
            {t('support.join')}
          </Link>
        </section>
      ) : null}
      {donateUrl ? (
        <section aria-labelledby="home-donate">
          <h2 id="home-donate">{t('support.donateHeading')}</h2>
          <p>{t('support.donateBody')}</p>
          <Link className="button secondary" href={donateUrl}>
            {t('support.donate')}
          </Link>
        </section>
      ) : null}
    </div>
  )
}
