'use client'

import { ErrorContent, type ErrorBoundaryProps } from '@/ui/errors/error-content.client'

// A failure inside a page of the default layout: the error page inside the header and footer.

export default function SiteError({ error, retry }: ErrorBoundaryProps) {
  return <ErrorContent error={error} retry={retry} />
}
