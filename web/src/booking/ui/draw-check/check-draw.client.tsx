'use client'

import { useState } from 'react'
import type { DrawPublication } from '@/booking/fair/published-draw'
import { drawCheckWords } from '@/booking/fair/draw-check-words'
import { checkDrawHere } from '@/booking/draw/browser-check'
import { ApiError, callApi } from '@/ui/runtime/api.client'
import styles from './check-draw.module.css'

// "Check this draw": fetches the published draw (/api/draws) and redoes it in the visitor's own
// browser (booking/draw/browser-check.ts), then says whether it matches and where the visitor's
// entry is in the order. Nothing is sent back; the words are draw-check-words.ts's.

interface Props {
  kind: 'tour-session' | 'event'
  targetId: string
  sessionKey: string
  /** The visitor's entry id, to tell them their place. */
  mine?: string
}

type Shown = { ok: boolean; lines: string[] } | undefined

export function CheckDraw({ kind, targetId, sessionKey, mine }: Props) {
  const [shown, setShown] = useState<Shown>()
  const [busy, setBusy] = useState(false)
  const address = `/api/draws?kind=${kind}&targetId=${encodeURIComponent(targetId)}&sessionKey=${encodeURIComponent(sessionKey)}`

  async function check() {
    setBusy(true)
    setShown(undefined)
    try {
      const { data } = await callApi<{ publication: DrawPublication | null }>(address)
      if (!data?.publication)
        setShown({ ok: false, lines: ['Not drawn yet: the seed is revealed after the draw, and then this can be checked.'] })
      else setShown(drawCheckWords(await checkDrawHere(data.publication, mine), data.publication))
    } catch (failure) {
      const offline = !(failure instanceof ApiError) || failure.status === 0
      setShown({
        ok: false,
        lines: [offline ? 'No connection: the published draw could not be fetched. Try again with a signal.' : failure.message],
      })
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className={styles.check}>
      <button type="button" className="button secondary" disabled={busy} onClick={() => void check()}>
        {busy ? 'Checking…' : 'Check this draw'}
      </button>
      <div role="status" data-draw-check={shown ? (shown.ok ? 'ok' : 'failed') : undefined}>
        {shown?.lines.map((line, i) => (
          <p key={i} className={i === 0 ? styles.verdict : undefined}>
            {i === 0 ? <span aria-hidden="true">{shown.ok ? '✓ ' : '✗ '}</span> : null}
            {line}
          </p>
        ))}
      </div>
      <p className={styles.fine}>
        Redone here, in your browser, from <a href={address}>the published draw</a> (its seed, every entry and the order).
      </p>
    </div>
  )
}
