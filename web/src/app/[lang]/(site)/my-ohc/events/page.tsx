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

export const generateMetadata = privatePageMetadata((language) => wordsIn(language, 'myOhc')('events.title'))
export const dynamic = 'force-dynamic'

// In the address's language (/es/my-ohc/events); the titles are the content's default language's.
export default async function MyEventsPage({ params }: Props) {
  const language = await pageLanguage(params)
  const t = wordsIn(language, 'myOhc')
  const user = await signedInUser('/my-ohc/events')
  const [saved, timeZone] = await Promise.all([savedItems(user.id, 'event'), festivalTimeZone()])
  return (
    <div className={styles.page} data-template="my-events" lang={language}>
      <h1>{t('events.title')}</h1>
      <MyOhcNav current="/my-ohc/events" language={language} />
      <div className={styles.sections}>
        <section className={styles.section} aria-labelledby="registered-heading">
          <h2 id="registered-heading">{t('events.registered')}</h2>
          <Reservations timeZone={timeZone} kind="event" empty={t('events.noneRegistered')} words={myOhcWords(language)} />
        </section>
        <section className={styles.section} aria-labelledby="saved-heading">
          <h2 id="saved-heading">{t('events.saved')}</h2>
          <SavedList items={saved} timeZone={timeZone} empty={t('events.noneSaved')} language={language} />
        </section>
      </div>
    </div>
  )
}
