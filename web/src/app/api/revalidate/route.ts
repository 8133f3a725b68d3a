import type { NextRequest } from 'next/server'
import { handleRevalidate } from '@/api/revalidate'

// Tests set OHC_REVALIDATE_NO_WAIT to skip the wait for Content Lake consistency (a stand-in has none).
export const POST = (request: NextRequest) => handleRevalidate(request, process.env.OHC_REVALIDATE_NO_WAIT !== '1')
