'use client'

import { ErrorContent, type ErrorBoundaryProps } from '@/ui/errors/error-content.client'

// A failure inside a framed page: the error page inside the frame.

export default function FrameError({ error, retry }: ErrorBoundaryProps) {
  return <ErrorContent error={error} retry={retry} />
}
