import { unknownPathHandlers } from '@/platform/unknown-path'

// An address no route here serves: a JSON 404 for every method (platform/unknown-path.ts).
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = unknownPathHandlers
