import Link from '@/ui/link'
import type { FestivalMoment, FestivalPhase } from '@/programme/festival/phase'

// The home page's main actions, by where the festival stands: before the programme, join (members
// book first) and visit the centre; with the programme out, explore and plan; on the weekend,
// what is open now and the shortest lines; after it, the archive and membership.

interface Action {
  label: string
  href: string
}

function actionsOf(phase: FestivalPhase, membershipUrl: string): [Action, Action] {
  const member = { label: 'Become a member', href: membershipUrl }
  switch (phase) {
    case 'announced':
      return [member, { label: 'Visit the centre', href: '/visit' }]
    case 'programme':
      return [
        { label: 'Explore the sites', href: '/sites' },
        { label: 'Plan your weekend', href: '/my-ohc/itineraries' },
      ]
    case 'weekend':
      return [
        { label: 'Open now near you', href: '/sites?open=now' },
        { label: 'Shortest lines first', href: '/sites?sort=line' },
      ]
    case 'over':
    case 'next-announced':
      return [{ label: 'Browse the archive', href: '/archive' }, member]
  }
}

export function PhaseActions({ moment, membershipUrl }: { moment: FestivalMoment; membershipUrl: string }) {
  const [main, other] = actionsOf(moment.phase, membershipUrl)
  return (
    <>
      <Link className="button" href={main.href}>
        {main.label}
      </Link>
      <Link className="button secondary" href={other.href}>
        {other.label}
      </Link>
    </>
  )
}
