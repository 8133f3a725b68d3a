import { boxWords } from './box-words'
import type { ReserveProps } from './reserve.client'
import { Reserve } from './reserve.lazy'

// The booking box of a tour or event page: a heading and the client island that talks to the
// reservations API. Static markup, so the page around it stays static. Once the festival is over
// (`closed`), the words say so instead of listing sessions that can no longer be booked. It and
// its island speak the page's `language` (English when none is given).
export function ReserveSection(
  props: Omit<ReserveProps, 'words'> & { heading?: string; className?: string; closed?: string; language?: string },
) {
  const words = boxWords(props.language)
  return (
    <section id="reserve" aria-labelledby="reserve-heading" className={props.className}>
      <h2 id="reserve-heading">{props.heading ?? words.heading}</h2>
      {props.closed ? (
        <p className="notice" data-booking="closed">
          {props.closed}
        </p>
      ) : (
        <Reserve kind={props.kind} targetId={props.targetId} timeZone={props.timeZone} words={words} />
      )}
    </section>
  )
}
