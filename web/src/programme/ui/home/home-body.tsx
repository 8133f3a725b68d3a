import type { z } from 'zod'
import type { portableText } from '@/content/records/common'
import { Blocks } from '@/ui/blocks/blocks'
import { isBodyMember } from '@/content/body'
import { wordsIn } from '@/platform/i18n/catalogues'

// The home `page` document's body, through the shared blocks registry. The template already
// shows the festival's featured sites and its sponsors from the festival document, so the body's
// own list and sponsors blocks would say it twice: they are left out here. The body is the
// editors' words in the default language (`contentLanguage`, on a page in another, marks it so);
// its label speaks the page's `language`.
const SHOWN_BY_TEMPLATE = new Set(['listBlock', 'sponsorsBlock'])

export function HomeBody({
  body,
  language,
  contentLanguage,
}: {
  body: z.output<typeof portableText> | undefined
  language?: string
  contentLanguage?: string
}) {
  const value = (body ?? []).filter(isBodyMember).filter((member) => !SHOWN_BY_TEMPLATE.has(member._type))
  if (value.length === 0) return null
  return (
    <section aria-label={wordsIn(language, 'home')('about')}>
      {contentLanguage ? (
        <div lang={contentLanguage}>
          <Blocks value={value} page="home" />
        </div>
      ) : (
        <Blocks value={value} page="home" />
      )}
    </section>
  )
}
