import type { ReactNode } from 'react'
import { YearSwitcher } from '@/programme/ui/archive/year-switcher'
import { readArchiveYears } from '@/content/archive'
import { isPreview } from '@/content/preview'

// The archives layout: /archive, /archive/{year} and /archive/sites/* inside the default
// layout, with the year switcher above the page. A failed read leaves the switcher with the
// overview and gallery links only; the page itself decides whether it can render.

export default async function ArchivesLayout({ children }: { children: ReactNode }) {
  const years = await readArchiveYears(await isPreview())
    .then((archive) => archive.years.map((festival) => festival.year))
    .catch((error: unknown) => {
      console.error('Archives layout: years unavailable:', error)
      return []
    })
  return (
    <div data-layout="archives">
      <YearSwitcher years={years} />
      {children}
    </div>
  )
}
