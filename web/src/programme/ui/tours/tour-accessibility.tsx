import type { Tour } from '@/content/records/programme-pages'
import { wordsIn } from '@/platform/i18n/catalogues'

// A tour's accessibility in plain words, each feature stated either way so that a missing
// feature is not mistaken for unknown. In the page's language (English when none is given); the
// editors' notes have no translation yet, so a page in another language marks them (`fallback`).

export function TourAccessibility({
  accessibility,
  language,
  fallback,
}: {
  accessibility: Tour['fields']['accessibility']
  language?: string
  fallback?: string
}) {
  const t = wordsIn(language, 'tour')
  const site = wordsIn(language, 'site')
  if (!accessibility) return <p>{t('access.askUs')}</p>
  const items: string[] = []
  if (accessibility.wheelchair) items.push(site(`wheelchair.${accessibility.wheelchair}`))
  if (accessibility.stepFreeEntrance !== undefined) items.push(t(accessibility.stepFreeEntrance ? 'access.stepFree' : 'access.steps'))
  if (accessibility.accessibleRestroom !== undefined)
    items.push(t(accessibility.accessibleRestroom ? 'access.restroom' : 'access.noRestroom'))
  if (accessibility.elevator !== undefined) items.push(t(accessibility.elevator ? 'access.elevator' : 'access.noElevator'))
  return (
    <>
      {items.length ? (
        <ul>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : null}
      {accessibility.notes ? <p lang={fallback}>{accessibility.notes}</p> : null}
    </>
  )
}
