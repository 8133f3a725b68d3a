import { notFound } from 'next/navigation'
import { config } from '@/platform/config'

// A page that always fails, so the tests can see the error page and its status. It exists only
// when the server runs with OHC_TEST_ERROR_ROUTE=1 (the error tests' own server); everywhere else
// it is an ordinary 404.

export const dynamic = 'force-dynamic'

export default function TestErrorPage() {
  if (!config().runtime.testErrorRoute) notFound()
  throw new Error('Deliberate failure of /ohc-test-error (OHC_TEST_ERROR_ROUTE=1)')
}
