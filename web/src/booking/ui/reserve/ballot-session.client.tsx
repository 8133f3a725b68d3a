'use client'

import { useState } from 'react'
import { formatZonedDateTime } from '@/kernel/time'
import Link from '@/ui/link'
import { CheckDraw } from '../draw-check/check-draw.client'
import { callApi } from '@/ui/runtime/api.client'
import { PartySelect } from './party-select'
import styles from './reserve.module.css'
import { count, position } from '@/kernel/text/count'
import { fill } from '@/kernel/text/fill'
import type { BoxWords } from './box-words'
import type { Act, MyPlaces, SessionStanding } from './standing'

// A ballot session in the booking box: where the ballot stands in words, the draw's commitment
// (and, once drawn, its seed), and for a signed-in visitor their entry: enter with a party,
// withdraw until the draw, and the result with the way to confirm. In the page's language, but
// for "Check this draw", whose words are still English and marked so.

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
  words: BoxWords
}

type Say = { when: (iso: string) => string; party: (n: number) => string; words: BoxWords['draw']; position: (n: number) => string }

function standing({ ballot }: Props['session'], { when, words }: Say): string {
  const draw = fill(words.drawOn, { draw: when(ballot.drawAt), confirm: when(ballot.confirmBy) })
  if (ballot.phase === 'not-open')
    return `${fill(words.notOpen, { opens: when(ballot.entryOpens), closes: when(ballot.entriesClose) })} ${draw}`
  if (ballot.phase === 'open') return `${fill(words.open, { closes: when(ballot.entriesClose) })} ${draw}`
  if (ballot.phase === 'closed') return `${words.closed} ${draw}`
  return fill(words.drawn, { when: when(ballot.drawnAt ?? ballot.drawAt) })
}

function entryText(entry: NonNullable<Props['entry']>, offer: Props['offer'], { when, party: people, words, position }: Say): string {
  const party = people(entry.party)
  if (entry.state === 'entered') return fill(words.entered, { party })
  if (entry.state === 'withdrawn') return words.withdrew
  if ((entry.state === 'won' || entry.state === 'offered') && offer?.state === 'open') {
    return fill(words.wonConfirm, { party, when: when(offer.expiresAt) })
  }
  if (entry.state === 'won') return fill(words.won, { party })
  if (entry.state === 'waitlisted') {
    return entry.ahead === null ? words.notDrawn : fill(words.notDrawnAt, { position: position(entry.ahead + 1) })
  }
  return fill(words.yourEntry, { party })
}

export function BallotSession(props: Props) {
  const { session, timeZone, entry, offer, busy, act } = props
  const { language, draw: words } = props.words
  const { ballot } = session
  const [party, setParty] = useState(1)
  const say: Say = {
    when: (iso) => formatZonedDateTime(iso, timeZone, 'long', language),
    party: (n) => count(n, props.words.person, language),
    position: (n) => position(n, props.words.position, language),
    words,
  }
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
      return email?.sent === false ? words.enteredNoEmail : words.enteredEmailed
    })
  const withdraw = () =>
    act(session.key, async () => {
      if (!entry) return ''
      await callApi(`/api/ballot-entries/${encodeURIComponent(entry.id)}`, { method: 'DELETE' })
      return words.withdrawn
    })

  return (
    <div className={styles.ballot}>
      <p className="field-hint">{standing(session, say)}</p>
      {ballot.phase !== 'drawn' && (
        <p className="field-hint">
          {ballot.maxParty > 1 ? fill(words.party, { party: say.party(ballot.maxParty) }) : words.onePerson}
          {ballot.membersShare > 0 && ` ${fill(words.membersShare, { share: ballot.membersShare.toLocaleString(language) })}`}
        </p>
      )}
      {entry && <p>{entryText(entry, offer, say)}</p>}
      {entry && offer?.state === 'open' && <Link href="/my-ohc/places">{words.confirmInMyOhc}</Link>}
      {canEnter && (
        <div className="cluster">
          <PartySelect
            most={ballot.maxParty}
            value={party}
            onChange={setParty}
            label={words.partyLabel}
            unit={props.words.person}
            locale={language}
          />
          <button type="button" className="button" disabled={busy} onClick={enter}>
            {words.enter}
          </button>
        </div>
      )}
      {canWithdraw && (
        <button type="button" className="button secondary" disabled={busy} onClick={withdraw}>
          {words.withdraw}
        </button>
      )}
      <details className={styles.draw}>
        <summary>{words.checkSummary}</summary>
        <p>
          {words.seedHash} <code className={styles.hash}>{ballot.seedHash}</code>
        </p>
        {ballot.seed ? (
          <p>
            {words.seed} <code className={styles.hash}>{ballot.seed}</code>. <a href={drawLink}>{words.fullOrder}</a> {words.fullOrderAfter}
          </p>
        ) : (
          <p>{words.seedLater}</p>
        )}
      </details>
      {ballot.seed ? (
        <div lang={language === 'en' ? undefined : 'en'}>
          <CheckDraw kind={props.kind} targetId={props.targetId} sessionKey={session.key} mine={entry?.id} />
        </div>
      ) : null}
    </div>
  )
}
