'use client'

import { useRouter } from 'next/navigation'
import { useState, type FormEvent } from 'react'
import { authClient } from '@/visitors/auth/client'
import { useSiteHref } from '@/ui/frame/frame-link-rule.client'
import { refreshSession } from '@/visitors/auth/session.client'
import { forgetPersonalCopies } from '@/ui/runtime/offline-worker'
import { ItineraryAlert, useItineraryAlert } from '@/ui/alert.client'
import styles from './my-ohc.module.css'

// Account settings through better-auth's client (sign-out, update-user,
// revoke-other-sessions, revoke-sessions, delete-user). Its client toggles the session signal after each of them, and the
// shared session store re-fetches, so the header follows. Deleting asks for a confirmation first.

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
}: {
  name: string
  email: string
  /** The language of the member's emails now. */
  language: string
  /** The festival's languages; with one only, there is nothing to choose. */
  languages: LanguageChoice[]
}) {
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
      if (error) alert.failure(error.message || 'That did not work. Please try again.')
      else {
        alert.success(success)
        // The header and every add-to-itinerary button read the shared session store
        // (re-fetched after update-user, sign-out and delete-user).
        void refreshSession()
        if (ENDS_SESSION.has(kind)) await forgetPersonalCopies()
        after?.()
      }
    } catch {
      alert.failure('We could not reach the server. Check your connection and try again.')
    } finally {
      setBusy(null)
    }
  }

  function rename(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const value = String(new FormData(event.currentTarget).get('name') ?? '').trim()
    if (!value) return alert.failure('Please enter a name.')
    void run(
      'name',
      () => authClient.updateUser({ name: value }),
      'Your name is saved.',
      () => router.refresh(),
    )
  }

  function chooseLanguage(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const value = String(new FormData(event.currentTarget).get('language') ?? '')
    const chosen = languages.find((l) => l.value === value)
    if (!chosen) return alert.failure('Please choose a language.')
    void run(
      'language',
      () => authClient.updateUser({ language: value }),
      `Your emails will be in ${chosen.name}.`,
      () => router.refresh(),
    )
  }

  return (
    <section className={styles.section} aria-labelledby="account-heading">
      <h2 id="account-heading">Account</h2>
      <p>
        Signed in as <strong>{email}</strong>
      </p>
      <form onSubmit={rename} className="field">
        <label htmlFor="account-name">Your name</label>
        <div className="cluster">
          <input id="account-name" name="name" defaultValue={name} maxLength={100} autoComplete="name" />
          <button type="submit" className="button secondary" disabled={busy !== null}>
            Save name
          </button>
        </div>
      </form>
      {languages.length > 1 ? (
        <form onSubmit={chooseLanguage} className="field">
          <label htmlFor="account-language">Emails in</label>
          <div className="cluster">
            <select id="account-language" name="language" defaultValue={language}>
              {languages.map((l) => (
                <option key={l.value} value={l.value} lang={l.value}>
                  {l.name}
                </option>
              ))}
            </select>
            <button type="submit" className="button secondary" disabled={busy !== null}>
              Save language
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
              'Signed out.',
              () => router.replace(siteHref('/')),
            )
          }
        >
          Sign out
        </button>
        <button
          type="button"
          className="button quiet"
          disabled={busy !== null}
          onClick={() => void run('others', () => authClient.revokeOtherSessions(), 'Signed out on your other devices.')}
        >
          Sign out other devices
        </button>
        <button
          type="button"
          className="button quiet"
          disabled={busy !== null}
          onClick={() =>
            void run(
              'all',
              () => authClient.revokeSessions(),
              'Signed out everywhere.',
              () => router.replace(siteHref('/login')),
            )
          }
        >
          Sign out everywhere
        </button>
        <a className="button quiet" href="/api/me/export" download>
          Download my data
        </a>
      </div>
      <div className={styles.danger}>
        <h3>Delete your account</h3>
        <p>This deletes your account, your itineraries and your reservations. It cannot be undone.</p>
        {confirming ? (
          <div className={styles.actions} role="group" aria-label="Confirm account deletion">
            <button
              type="button"
              className="button"
              disabled={busy !== null}
              onClick={() =>
                void run(
                  'delete',
                  () => authClient.deleteUser(),
                  'Your account is deleted.',
                  () => router.replace(siteHref('/')),
                )
              }
            >
              Yes, delete my account
            </button>
            <button type="button" className="button quiet" onClick={() => setConfirming(false)}>
              Keep my account
            </button>
          </div>
        ) : (
          <button type="button" className="button secondary" onClick={() => setConfirming(true)}>
            Delete my account…
          </button>
        )}
      </div>
      <ItineraryAlert message={alert.message} />
    </section>
  )
}
