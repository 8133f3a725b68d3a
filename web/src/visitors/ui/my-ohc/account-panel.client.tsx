'use client'

import { useRouter } from 'next/navigation'
import { Fragment, useState, type FormEvent } from 'react'
import { authClient } from '@/visitors/auth/client'
import { useSiteHref } from '@/ui/frame/frame-link-rule.client'
import { refreshSession } from '@/visitors/auth/session.client'
import { forgetPersonalCopies } from '@/ui/runtime/offline-worker'
import { ItineraryAlert, useItineraryAlert } from '@/ui/alert.client'
import styles from './my-ohc.module.css'
import { fill, fillParts } from '@/kernel/text/fill'
import type { MyOhcWords } from './my-ohc-words'

// Account settings through better-auth's client (sign-out, update-user,
// revoke-other-sessions, revoke-sessions, delete-user). Its client toggles the session signal after each of them, and the
// shared session store re-fetches, so the header follows. Deleting asks for a confirmation first.
// In the page's language: its words come as strings (my-ohc-words.ts).

type Busy = null | 'name' | 'language' | 'out' | 'others' | 'all' | 'delete'
/** What ends this browser's session: the member's saved copies go with it. */
const ENDS_SESSION: ReadonlySet<Busy> = new Set(['out', 'all', 'delete'])

/** A language the member may choose for their emails, named in itself ("Español"). */
export interface LanguageChoice {
  value: string
  name: string
}

export function AccountPanel({
  name,
  email,
  language,
  languages,
  words: all,
}: {
  name: string
  email: string
  /** The language of the member's emails now. */
  language: string
  /** The festival's languages; with one only, there is nothing to choose. */
  languages: LanguageChoice[]
  words: MyOhcWords
}) {
  const words = all.account
  const router = useRouter()
  // Inside a frame, the frame's own version of the page.
  const siteHref = useSiteHref()
  const alert = useItineraryAlert()
  const [busy, setBusy] = useState<Busy>(null)
  const [confirming, setConfirming] = useState(false)

  async function run(kind: Busy, action: () => Promise<{ error: { message?: string } | null }>, success: string, after?: () => void) {
    setBusy(kind)
    try {
      const { error } = await action()
      if (error) alert.failure(error.message || words.failed)
      else {
        alert.success(success)
        // The header and every add-to-itinerary button read the shared session store
        // (re-fetched after update-user, sign-out and delete-user).
        void refreshSession()
        if (ENDS_SESSION.has(kind)) await forgetPersonalCopies()
        after?.()
      }
    } catch {
      alert.failure(words.unreachable)
    } finally {
      setBusy(null)
    }
  }

  function rename(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const value = String(new FormData(event.currentTarget).get('name') ?? '').trim()
    if (!value) return alert.failure(words.enterName)
    void run(
      'name',
      () => authClient.updateUser({ name: value }),
      words.nameSaved,
      () => router.refresh(),
    )
  }

  function chooseLanguage(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const value = String(new FormData(event.currentTarget).get('language') ?? '')
    const chosen = languages.find((l) => l.value === value)
    if (!chosen) return alert.failure(words.chooseLanguage)
    void run(
      'language',
      () => authClient.updateUser({ language: value }),
      fill(words.emailsWillBe, { language: chosen.name }),
      () => router.refresh(),
    )
  }

  return (
    <section className={styles.section} aria-labelledby="account-heading">
      <h2 id="account-heading">{words.heading}</h2>
      <p>
        {fillParts(words.signedInAs, { email: <strong>{email}</strong> }).map((part, i) => (
          <Fragment key={i}>{part}</Fragment>
        ))}
      </p>
      <form onSubmit={rename} className="field">
        <label htmlFor="account-name">{words.yourName}</label>
        <div className="cluster">
          <input id="account-name" name="name" defaultValue={name} maxLength={100} autoComplete="name" />
          <button type="submit" className="button secondary" disabled={busy !== null}>
            {words.saveName}
          </button>
        </div>
      </form>
      {languages.length > 1 ? (
        <form onSubmit={chooseLanguage} className="field">
          <label htmlFor="account-language">{words.emailsIn}</label>
          <div className="cluster">
            <select id="account-language" name="language" defaultValue={language}>
              {languages.map((l) => (
                <option key={l.value} value={l.value} lang={l.value}>
                  {l.name}
                </option>
              ))}
            </select>
            <button type="submit" className="button secondary" disabled={busy !== null}>
              {words.saveLanguage}
            </button>
          </div>
        </form>
      ) : null}
      <div className={styles.actions}>
        <button
          type="button"
          className="button secondary"
          disabled={busy !== null}
          onClick={() =>
            void run(
              'out',
              () => authClient.signOut(),
              words.signedOut,
              () => router.replace(siteHref('/')),
            )
          }
        >
          {words.signOut}
        </button>
        <button
          type="button"
          className="button quiet"
          disabled={busy !== null}
          onClick={() => void run('others', () => authClient.revokeOtherSessions(), words.signedOutOthers)}
        >
          {words.signOutOthers}
        </button>
        <button
          type="button"
          className="button quiet"
          disabled={busy !== null}
          onClick={() =>
            void run(
              'all',
              () => authClient.revokeSessions(),
              words.signedOutAll,
              () => router.replace(siteHref('/login')),
            )
          }
        >
          {words.signOutAll}
        </button>
        <a className="button quiet" href="/api/me/export" download>
          {words.download}
        </a>
      </div>
      <div className={styles.danger}>
        <h3>{words.deleteHeading}</h3>
        <p>{words.deleteWhat}</p>
        {confirming ? (
          <div className={styles.actions} role="group" aria-label={words.confirmGroup}>
            <button
              type="button"
              className="button"
              disabled={busy !== null}
              onClick={() =>
                void run(
                  'delete',
                  () => authClient.deleteUser(),
                  words.deleted,
                  () => router.replace(siteHref('/')),
                )
              }
            >
              {words.yesDelete}
            </button>
            <button type="button" className="button quiet" onClick={() => setConfirming(false)}>
              {words.keep}
            </button>
          </div>
        ) : (
          <button type="button" className="button secondary" onClick={() => setConfirming(true)}>
            {words.delete}
          </button>
        )}
      </div>
      <ItineraryAlert message={alert.message} />
    </section>
  )
}
