import { MyOhcNav } from '@/visitors/ui/my-ohc/my-ohc-nav'
import { Reservations } from '@/booking/ui/my-places/reservations.client'
import { savedItems } from '@/visitors/itineraries/saved-items'
import { SavedList } from '@/visitors/ui/my-ohc/saved-list'
import { myOhcWords } from '@/visitors/ui/my-ohc/my-ohc-words'
import { signedInUser } from '@/platform/http/signed-in-user'
import { festivalTimeZone } from '@/content/settings'
import styles from '@/visitors/ui/my-ohc/my-ohc.module.css'
import { wordsIn } from '@/platform/i18n/catalogues'
import { pageLanguage, privatePageMetadata } from '@/content/page-language'

type Props = { params: Promise<{ lang: string }> }

export const generateMetadata = privatePageMetadata((language) => wordsIn(language, 'myOhc')('siteTours.title'))
export const dynamic = 'force-dynamic'

// In the address's language (/es/my-ohc/site-tours); the titles are the content's default language's.
export default async function MySiteToursPage({ params }: Props) {
  const language = await pageLanguage(params)
  const t = wordsIn(language, 'myOhc')
  const user = await signedInUser('/my-ohc/site-tours')
  const [saved, timeZone] = await Promise.all([savedItems(user.id, 'tour'), festivalTimeZone()])
  return (
    <div className={styles.page} data-template="my-site-tours" lang={language}>
      <h1>{t('siteTours.title')}</h1>
      <MyOhcNav current="/my-ohc/site-tours" language={language} />
      <div className={styles.sections}>
        <section className={styles.section} aria-labelledby="reserved-heading">
          <h2 id="reserved-heading">{t('siteTours.reserved')}</h2>
          <Reservations timeZone={timeZone} kind="tour-session" empty={t('siteTours.noneReserved')} words={myOhcWords(language)} />
        </section>
        <section className={styles.section} aria-labelledby="saved-heading">
          <h2 id="saved-heading">{t('siteTours.saved')}</h2>
          <SavedList items={saved} timeZone={timeZone} empty={t('siteTours.noneSaved')} language={language} />
        </section>
      </div>
    </div>
  )
}
