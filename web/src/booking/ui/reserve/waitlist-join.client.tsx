'use client'

import { useState } from 'react'
import { formatZonedDateTime } from '@/kernel/time'
import Link from '@/ui/link'
import { callApi } from '@/ui/runtime/api.client'
import { PartySelect } from './party-select'
import { ordinal, partyText, type Act, type MyPlaces } from './standing'

// A full first-come session: join its waitlist with a party, see the waitlist place, leave it;
// a freed place offered to the viewer shows its deadline and the way to confirm.

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
}

export function WaitlistJoin(props: Props) {
  const { waiting, offer, busy, act } = props
  const [party, setParty] = useState(1)
  if (offer?.state === 'open') {
    return (
      <p>
        A freed place is held for you: {partyText(offer.seats)} until {formatZonedDateTime(offer.expiresAt, props.timeZone, 'long')}.{' '}
        <Link href="/my-ohc/places">Confirm in My OHC</Link>
      </p>
    )
  }
  if (waiting?.state === 'waiting') {
    const place = waiting.ahead === null ? 'on the waitlist' : `${ordinal(waiting.ahead + 1)} on the waitlist`
    const leave = () =>
      act(props.sessionKey, async () => {
        await callApi(`/api/waitlist/${encodeURIComponent(waiting.id)}`, { method: 'DELETE' })
        return 'You have left the waitlist.'
      })
    return (
      <div className="cluster">
        <span>
          You are {place}, for {partyText(waiting.party)}. We’ll email you if places free up.
        </span>
        <button type="button" className="button secondary" disabled={busy} onClick={leave}>
          Leave the waitlist
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
      return `You are ${ordinal(answer.data.ahead + 1)} on the waitlist. We’ll email you if places free up.`
    })
  return (
    <div className="cluster">
      <PartySelect most={4} value={party} onChange={setParty} label="Places to wait for" unit="places" />
      <button type="button" className="button" disabled={busy} onClick={join}>
        Join the waitlist
      </button>
    </div>
  )
}
