import { WHEELCHAIR_ACCESS } from '@ohc/schemas/names'
import type { Tour } from '@/content/records/programme-pages'

// A tour's accessibility in plain words, each feature stated either way so that a missing
// feature is not mistaken for unknown.

const wheelchairTitle = new Map<string, string>(WHEELCHAIR_ACCESS.map((w) => [w.value, w.title]))

export function TourAccessibility({ accessibility }: { accessibility: Tour['fields']['accessibility'] }) {
  if (!accessibility) return <p>Please ask us about access when you book.</p>
  const items: string[] = []
  if (accessibility.wheelchair) items.push(wheelchairTitle.get(accessibility.wheelchair) ?? accessibility.wheelchair)
  if (accessibility.stepFreeEntrance !== undefined)
    items.push(accessibility.stepFreeEntrance ? 'Step-free boarding or start' : 'Steps at the start')
  if (accessibility.accessibleRestroom !== undefined)
    items.push(accessibility.accessibleRestroom ? 'Accessible restroom' : 'No accessible restroom')
  if (accessibility.elevator !== undefined) items.push(accessibility.elevator ? 'Elevator' : 'No elevator')
  return (
    <>
      {items.length ? (
        <ul>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : null}
      {accessibility.notes ? <p>{accessibility.notes}</p> : null}
    </>
  )
}
