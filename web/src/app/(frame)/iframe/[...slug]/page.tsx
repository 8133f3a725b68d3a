import { notFound } from 'next/navigation'

// /iframe/{slug} — the catch-all of SPEC §2: the centre's page at that path in the frame layout,
// else 404. (The centre pages' module is re-exported here once it exists; until then, 404.)

export default function FrameCatchAll() {
  notFound()
}
