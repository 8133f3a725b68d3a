import Link from '../link'
import type { FestivalMoment } from '@/festival/phase'

// The home page's main actions, by where the festival stands: before the programme, join (members
// book first) and visit the centre; with the programme out, explore and plan; on the weekend,
// what is open now and the shortest lines; after it, the archive and membership.

export function PhaseActions({ moment, membershipUrl }: { moment: FestivalMoment; membershipUrl: string }) {
  switch (moment.phase) {
    case 'announced':
      return (
        <>
          <Link className="button" href={membershipUrl}>
            Become a member
          </Link>
          <Link className="button secondary" href="/visit">
            Visit the centre
          </Link>
        </>
      )
    case 'programme':
      return (
        <>
          <Link className="button" href="/sites">
            Explore the sites
          </Link>
          <Link className="button secondary" href="/my-ohc/itineraries">
            Plan your weekend
          </Link>
        </>
      )
    case 'weekend':
      return (
        <>
          <Link className="button" href="/sites?open=now">
            Open now near you
          </Link>
          <Link className="button secondary" href="/sites?sort=line">
            Shortest lines first
          </Link>
        </>
      )
    case 'over':
    case 'next-announced':
      return (
        <>
          <Link className="button" href="/archive">
            Browse the archive
          </Link>
          <Link className="button secondary" href={membershipUrl}>
            Become a member
          </Link>
        </>
      )
  }
}
