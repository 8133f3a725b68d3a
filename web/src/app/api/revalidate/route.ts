import type { NextRequest } from 'next/server'
import { handleRevalidate } from '@/content/api/revalidate'

// Waits for Content Lake consistency unless OHC_REVALIDATE_NO_WAIT=1 (tests: a stand-in has none).
export const POST = (request: NextRequest) => handleRevalidate(request)
