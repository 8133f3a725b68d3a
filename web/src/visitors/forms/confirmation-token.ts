import { createHash, randomBytes } from 'node:crypto'

// The newsletter's confirmation tokens: 32 random bytes in the emailed link, kept in the
// database only as their SHA-256, so a copy of the database confirms nobody.

export const newConfirmationToken = () => randomBytes(32).toString('base64url')

export const confirmationTokenHash = (token: string) => createHash('sha256').update(token).digest('base64url')
