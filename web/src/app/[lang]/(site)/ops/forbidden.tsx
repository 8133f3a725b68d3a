import { ForbiddenMessage, forbiddenMetadata } from '@/ui/errors/forbidden-message'

// forbidden() from this segment (a member or a host on the staff view): status 403, the message inside the layout's
// <main>. It sits here, not beside the layout, so its message is not carried in every page's payload.

export const metadata = forbiddenMetadata

export default function Forbidden() {
  return <ForbiddenMessage />
}
