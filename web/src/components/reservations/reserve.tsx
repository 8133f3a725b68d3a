import type { ReserveProps } from './reserve.client'
import { Reserve } from './reserve.lazy'

// The booking box of a tour or event page: a heading and the client island that talks to the
// reservations API. Static markup, so the page around it stays static.
export function ReserveSection(props: ReserveProps & { heading?: string; className?: string }) {
  return (
    <section id="reserve" aria-labelledby="reserve-heading" className={props.className}>
      <h2 id="reserve-heading">{props.heading ?? 'Reserve a place'}</h2>
      <Reserve kind={props.kind} targetId={props.targetId} timeZone={props.timeZone} />
    </section>
  )
}
