// Who is asking. Membership (a signed-in user on an active roster entry) arrives with the members
// issue; until then every caller is a visitor, so members-only details are always withheld.

export interface Viewer {
  member: boolean
}

export async function viewerFor(_request: Request): Promise<Viewer> {
  return { member: false }
}
