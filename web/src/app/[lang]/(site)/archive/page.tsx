import type { Metadata } from 'next'
import { getIdentity } from '@/content/identity'
import { readArchiveYears } from '@/content/archive'
import { YearsChart } from '@/programme/ui/archive/years-chart'
import { YearsList } from '@/programme/ui/archive/years-list'
import { pageMetadata } from '@/platform/seo'
import { isPreview } from '@/content/preview'

// The archive (template `archive-years`): every past festival with its headline figures, and how
// the festival grew, as a chart with its table.

export const revalidate = 60

export async function generateMetadata(): Promise<Metadata> {
  const site = await getIdentity()
  return pageMetadata(
    {
      title: 'Archive of past festivals',
      description: `Every past ${site.title} festival: the sites that opened, the events and tours, and how many came.`,
      path: '/archive',
    },
    site,
  )
}

export default async function ArchivePage() {
  const { years } = await readArchiveYears(await isPreview())
  return (
    <div data-template="archive-years">
      <p className="eyebrow">Archive</p>
      <h1>Past festivals</h1>
      <p className="lede">
        Every October since the first festival, buildings across the city have opened their doors. Browse each year’s sites, events and
        tours, or follow a building through the years.
      </p>
      {years.length === 0 ? (
        <p>No past festivals are in the archive yet.</p>
      ) : (
        <>
          <YearsChart years={years} />
          <YearsList years={years} />
        </>
      )}
    </div>
  )
}
