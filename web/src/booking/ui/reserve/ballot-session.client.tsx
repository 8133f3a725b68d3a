'use client'

import { useState } from 'react'
import { formatZonedDateTime } from '@/kernel/time'
import Link from '@/ui/link'
import { CheckDraw } from '../draw-check/check-draw.client'
import { callApi } from '@/ui/runtime/api.client'
import { PartySelect } from './party-select'
import styles from './reserve.module.css'
import { ordinal, partyText, type Act, type MyPlaces, type SessionStanding } from './standing'

// A ballot session in the booking box: where the ballot stands in words, the draw's commitment
// (and, once drawn, its seed), and for a signed-in visitor their entry: enter with a party,
// withdraw until the draw, and the result with the way to confirm.

interface Props {
  kind: 'tour-session' | 'event'
  targetId: string
  session: SessionStanding & { ballot: NonNullable<SessionStanding['ballot']> }
  timeZone: string
  signedIn: boolean | undefined
  member: boolean
  entry: MyPlaces['entries'][number] | undefined
  offer: MyPlaces['offers'][number] | undefined
  busy: boolean
  act: Act
}

function standing({ ballot }: Props['session'], when: (iso: string) => string): string {
  const draw = `The draw is on ${when(ballot.drawAt)}; winners confirm by ${when(ballot.confirmBy)}.`
  if (ballot.phase === 'not-open') return `Entries open on ${when(ballot.entryOpens)} and close on ${when(ballot.entriesClose)}. ${draw}`
  if (ballot.phase === 'open') return `Enter by ${when(ballot.entriesClose)}. ${draw}`
  if (ballot.phase === 'closed') return `Entries are closed. ${draw}`
  return `Drawn on ${when(ballot.drawnAt ?? ballot.drawAt)}. Places nobody confirms go to the next entries in the draw’s order.`
}

function entryText(entry: NonNullable<Props['entry']>, offer: Props['offer'], when: (iso: string) => string): string {
  const party = partyText(entry.party)
  if (entry.state === 'entered') return `You have entered, for ${party}. Good luck!`
  if (entry.state === 'withdrawn') return 'You withdrew your entry.'
  if ((entry.state === 'won' || entry.state === 'offered') && offer?.state === 'open') {
    return `You won places for ${party}! Confirm by ${when(offer.expiresAt)} in My OHC, or they go to the next on the waitlist.`
  }
  if (entry.state === 'won') return `You won places for ${party}.`
  if (entry.state === 'waitlisted') {
    return entry.ahead === null
      ? 'Not drawn this time: you are on the waitlist for places nobody confirms.'
      : `Not drawn this time: you are ${ordinal(entry.ahead + 1)} on the waitlist for places nobody confirms.`
  }
  return `Your entry for ${party}.`
}

export function BallotSession(props: Props) {
  const { session, timeZone, entry, offer, busy, act } = props
  const { ballot } = session
  const [party, setParty] = useState(1)
  const when = (iso: string) => formatZonedDateTime(iso, timeZone, 'long')
  const allowed = !session.membersOnly || props.member
  const canEnter = props.signedIn && ballot.phase === 'open' && allowed && (!entry || entry.state === 'withdrawn')
  const canWithdraw = entry?.state === 'entered' && ballot.phase !== 'drawn'
  const drawLink = `/api/draws?kind=${props.kind}&targetId=${encodeURIComponent(props.targetId)}&sessionKey=${encodeURIComponent(session.key)}`

  const enter = () =>
    act(session.key, async () => {
      const { email } = await callApi('/api/ballot-entries', {
        method: 'POST',
        body: { kind: props.kind, targetId: props.targetId, sessionKey: props.kind === 'tour-session' ? session.key : undefined, party },
      })
      return email?.sent === false
        ? 'You have entered the ballot, but we couldn’t send the email. Your entry is in My OHC.'
        : 'You have entered the ballot. We’ve emailed you a confirmation.'
    })
  const withdraw = () =>
    act(session.key, async () => {
      if (!entry) return ''
      await callApi(`/api/ballot-entries/${encodeURIComponent(entry.id)}`, { method: 'DELETE' })
      return 'Your entry is withdrawn.'
    })

  return (
    <div className={styles.ballot}>
      <p className="field-hint">{standing(session, when)}</p>
      {ballot.phase !== 'drawn' && (
        <p className="field-hint">
          {ballot.maxParty > 1
            ? `Enter once, for up to ${partyText(ballot.maxParty)}: a party wins or loses together. `
            : 'Each entry is for one person. '}
          {ballot.membersShare > 0 && `${ballot.membersShare}% of the places are drawn among members first.`}
        </p>
      )}
      {entry && <p>{entryText(entry, offer, when)}</p>}
      {entry && offer?.state === 'open' && <Link href="/my-ohc/places">Confirm in My OHC</Link>}
      {canEnter && (
        <div className="cluster">
          <PartySelect most={ballot.maxParty} value={party} onChange={setParty} label="People in your party" unit="people" />
          <button type="button" className="button" disabled={busy} onClick={enter}>
            Enter the ballot
          </button>
        </div>
      )}
      {canWithdraw && (
        <button type="button" className="button secondary" disabled={busy} onClick={withdraw}>
          Withdraw my entry
        </button>
      )}
      <details className={styles.draw}>
        <summary>How the draw is checked</summary>
        <p>
          The draw’s order comes from a secret seed fixed before entries close. Its fingerprint (SHA-256) is published now:{' '}
          <code className={styles.hash}>{ballot.seedHash}</code>
        </p>
        {ballot.seed ? (
          <p>
            The seed, revealed after the draw: <code className={styles.hash}>{ballot.seed}</code>.{' '}
            <a href={drawLink}>The draw’s full order</a> lets anyone check every entry’s place.
          </p>
        ) : (
          <p>After the draw the seed is shown here, so anyone can check that its fingerprint matches and redo the order.</p>
        )}
      </details>
      {ballot.seed ? <CheckDraw kind={props.kind} targetId={props.targetId} sessionKey={session.key} mine={entry?.id} /> : null}
    </div>
  )
}
