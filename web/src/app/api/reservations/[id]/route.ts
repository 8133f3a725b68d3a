import { getDatabase } from '@/db/database'
import { foreignOrigin, internalError, noContent, refuse, sessionUser, unauthorized } from '@/reservations/http'
import { cancelReservation } from '@/reservations/store'

/** Cancels the user's own reservation and gives its places back; anyone else's id answers 404. */
export async function DELETE(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  try {
    const refused = foreignOrigin(request)
    if (refused) return refused
    const user = await sessionUser(request)
    if (!user) return unauthorized()
    const { id } = await params
    return (await cancelReservation(getDatabase(), user.id, id)) ? noContent() : refuse(404, 'not_found', 'No such reservation.')
  } catch (error) {
    return internalError(request, error)
  }
}
