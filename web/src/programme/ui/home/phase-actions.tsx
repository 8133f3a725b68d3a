import Link from '@/ui/link'
import type { FestivalMoment, FestivalPhase } from '@/programme/festival/phase'
import { wordsIn } from '@/platform/i18n/catalogues'

// The home page's main actions, by where the festival stands: before the programme, join (members
// book first) and visit the centre; with the programme out, explore and plan; on the weekend,
// what is open now and the shortest lines; after it, the archive and membership.

type ActionWord = 'becomeMember' | 'visitCentre' | 'exploreSites' | 'planWeekend' | 'openNearYou' | 'shortestLines' | 'browseArchive'

interface Action {
  word: ActionWord
  href: string
}

function actionsOf(phase: FestivalPhase, membershipUrl: string): [Action, Action] {
  const member: Action = { word: 'becomeMember', href: membershipUrl }
  switch (phase) {
    case 'announced':
      return [member, { word: 'visitCentre', href: '/visit' }]
    case 'programme':
      return [
        { word: 'exploreSites', href: '/sites' },
        { word: 'planWeekend', href: '/my-ohc/itineraries' },
      ]
    case 'weekend':
      return [
        { word: 'openNearYou', href: '/sites?open=now' },
        { word: 'shortestLines', href: '/sites?sort=line' },
      ]
    case 'over':
    case 'next-announced':
      return [{ word: 'browseArchive', href: '/archive' }, member]
  }
}

export function PhaseActions({ moment, membershipUrl, language }: { moment: FestivalMoment; membershipUrl: string; language?: string }) {
  const t = wordsIn(language, 'home')
  const [main, other] = actionsOf(moment.phase, membershipUrl)
  return (
    <>
      <Link className="button" href={main.href}>
        {t(`action.${main.word}`)}
      </Link>
      <Link className="button secondary" href={other.href}>
        {t(`action.${other.word}`)}
      </Link>
    </>
  )
}
