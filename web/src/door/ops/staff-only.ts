import { forbidden } from 'next/navigation'
import { isStaff } from '@/door/hosts/access'
import { signedInUser, type SignedInUser } from '@/platform/http/signed-in-user'
import { apiError } from '@/platform/respond'

// The operations view and its export are the centre's staff's alone (OHC_STAFF_EMAILS): a visitor
// is sent to sign in and brought back, anyone else signed in (a member, a host) gets a 403. Hosts
// see their own door in the host tool; the whole festival's figures are not theirs to read.

/** For a staff page: the staff member, a redirect to sign in, or the 403 page. */
export async function staffOnlyPage(returnTo: string): Promise<SignedInUser> {
  const user = await signedInUser(returnTo)
  if (!isStaff(user.email)) forbidden()
  return user
}

/** For a staff route whose session is required: the 403 answer for anyone but staff. */
export function refuseNonStaff(user: SignedInUser): Response | undefined {
  return isStaff(user.email) ? undefined : apiError(403, 'forbidden', 'This is for the centre’s staff only.')
}
