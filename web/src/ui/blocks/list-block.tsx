import { TOUR_MODES } from '@ohc/schemas/names'
import { formatZonedDateTime } from '@/kernel/time'
import { BlockImage } from './block-image'
import { getBlockSettings, getList, type ListItem, type ListKind } from '@/content/blocks'
import { BlockSection } from './section'
import { SmartLink } from './cta-block'
import type { BlockValue } from '@/content/body'

const MORE: Record<ListKind, { href: string; label: string }> = {
  sites: { href: '/sites', label: 'See all sites' },
  events: { href: '/events', label: 'See all events' },
  tours: { href: '/tours', label: 'See all tours' },
}

/** A fixed selection of this festival's sites, events or tours, filtered as the editor chose. */
export async function ListBlock({ value }: { value: BlockValue<'listBlock'> }) {
  const { currentYear, timeZone } = await getBlockSettings()
  const items = await getList(value.list, currentYear, {
    category: value.filter?.category,
    neighborhood: value.filter?.neighborhood?._ref,
    mode: value.filter?.mode,
    limit: value.filter?.limit,
  })
  return (
    <BlockSection id={value._key} heading={value.heading} kind="listBlock">
      {items.length === 0 ? (
        <p>Nothing to show here yet — please check back soon.</p>
      ) : (
        <ul className="grid" role="list" style={{ listStyle: 'none', padding: 0 }}>
          {items.map((item) => (
            <li key={item.id} className="card">
              <BlockImage image={item.image} />
              <div className="card-body">
                <h3 className="card-title">
                  <SmartLink href={item.href}>{item.title}</SmartLink>
                </h3>
                <Meta kind={value.list} item={item} timeZone={timeZone} />
                {item.summary ? <p>{item.summary}</p> : null}
              </div>
            </li>
          ))}
        </ul>
      )}
      <p>
        <SmartLink href={MORE[value.list].href}>{MORE[value.list].label}</SmartLink>
      </p>
    </BlockSection>
  )
}

function Meta({ kind, item, timeZone }: { kind: ListKind; item: ListItem; timeZone: string }) {
  if (!item.meta) return null
  if (kind === 'events') {
    const when = formatZonedDateTime(item.meta, item.timeZone ?? timeZone, 'short')
    return (
      <p className="eyebrow">
        <time dateTime={item.meta}>{when}</time>
      </p>
    )
  }
  const label = kind === 'tours' ? (TOUR_MODES.find((m) => m.value === item.meta)?.title ?? item.meta) : item.meta
  return <p className="eyebrow">{label}</p>
}
