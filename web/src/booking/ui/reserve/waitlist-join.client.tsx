'use client'

import { useState } from 'react'
import { formatZonedDateTime } from '@/kernel/time'
import Link from '@/ui/link'
import { callApi } from '@/ui/runtime/api.client'
import { PartySelect } from './party-select'
import { count, position } from '@/kernel/text/count'
import { fill } from '@/kernel/text/fill'
import type { BoxWords } from './box-words'
import type { Act, MyPlaces } from './standing'

// A full first-come session: join its waitlist with a party, see the waitlist place, leave it;
// a freed place offered to the viewer shows its deadline and the way to confirm. In the page's
// language.

interface Props {
  kind: 'tour-session' | 'event'
  targetId: string
  sessionKey: string
  timeZone: string
  /** The viewer may book this session (signed in, open to them) but it is full. */
  canJoin: boolean
  waiting: MyPlaces['waitlist'][number] | undefined
  offer: MyPlaces['offers'][number] | undefined
  busy: boolean
  act: Act
  words: BoxWords
}

export function WaitlistJoin(props: Props) {
  const { waiting, offer, busy, act } = props
  const [party, setParty] = useState(1)
  const { language, waitlist: words } = props.words
  const people = (n: number) => count(n, props.words.person, language)
  const nth = (ahead: number) => position(ahead + 1, props.words.position, language)
  if (offer?.state === 'open') {
    return (
      <p>
        {fill(words.held, { party: people(offer.seats), when: formatZonedDateTime(offer.expiresAt, props.timeZone, 'long', language) })}{' '}
        <Link href="/my-ohc/places">{props.words.draw.confirmInMyOhc}</Link>
      </p>
    )
  }
  if (waiting?.state === 'waiting') {
    const leave = () =>
      act(props.sessionKey, async () => {
        await callApi(`/api/waitlist/${encodeURIComponent(waiting.id)}`, { method: 'DELETE' })
        return words.left
      })
    return (
      <div className="cluster">
        <span>
          {waiting.ahead === null
            ? fill(words.waiting, { party: people(waiting.party) })
            : fill(words.waitingAt, { party: people(waiting.party), position: nth(waiting.ahead) })}
        </span>
        <button type="button" className="button secondary" disabled={busy} onClick={leave}>
          {words.leave}
        </button>
      </div>
    )
  }
  if (!props.canJoin) return null
  const join = () =>
    act(props.sessionKey, async () => {
      const answer = await callApi<{ ahead: number }>('/api/waitlist', {
        method: 'POST',
        body: {
          kind: props.kind,
          targetId: props.targetId,
          sessionKey: props.kind === 'tour-session' ? props.sessionKey : undefined,
          party,
        },
      })
      return fill(words.joined, { position: nth(answer.data.ahead) })
    })
  return (
    <div className="cluster">
      <PartySelect most={4} value={party} onChange={setParty} label={words.label} unit={props.words.place} locale={language} />
      <button type="button" className="button" disabled={busy} onClick={join}>
        {words.join}
      </button>
    </div>
  )
}
