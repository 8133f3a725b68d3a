import type { ReserveProps } from './reserve.client'
import { Reserve } from './reserve.lazy'

// The booking box of a tour or event page: a heading and the client island that talks to the
// reservations API. Static markup, so the page around it stays static. Once the festival is over
// (`closed`), the words say so instead of listing sessions that can no longer be booked. The
// island's words are English: on a page in another `language` they are marked so.
export function ReserveSection(props: ReserveProps & { heading?: string; className?: string; closed?: string; language?: string }) {
  const island = <Reserve kind={props.kind} targetId={props.targetId} timeZone={props.timeZone} />
  return (
    <section id="reserve" aria-labelledby="reserve-heading" className={props.className}>
      <h2 id="reserve-heading">{props.heading ?? 'Reserve a place'}</h2>
      {props.closed ? (
        <p className="notice" data-booking="closed">
          {props.closed}
        </p>
      ) : props.language && !props.language.startsWith('en') ? (
        <div lang="en">{island}</div>
      ) : (
        island
      )}
    </section>
  )
}
