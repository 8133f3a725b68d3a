import styles from './support.module.css'
import Link from '@/ui/link'

// Membership and donation: the festival is free because members and donors pay for it. The URLs
// are the settings' (the membership system and the donation form live elsewhere).

export function SupportCalls({ membershipUrl, donateUrl }: { membershipUrl?: string; donateUrl?: string }) {
  if (!membershipUrl && !donateUrl) return null
  return (
    <div className={styles.support}>
      {membershipUrl ? (
        <section aria-labelledby="home-member">
          <h2 id="home-member">Become a member</h2>
          <p>Members get priority entry at busy sites, access to members-only sites and free city tours all year.</p>
          <Link className="button" href={membershipUrl}>
            Join today
          </Link>
        </section>
      ) : null}
      {donateUrl ? (
        <section aria-labelledby="home-donate">
          <h2 id="home-donate">Keep the doors open</h2>
          <p>The festival is free for everyone. A gift of any size helps us open more buildings next year.</p>
          <Link className="button secondary" href={donateUrl}>
            Donate
          </Link>
        </section>
      ) : null}
    </div>
  )
}
