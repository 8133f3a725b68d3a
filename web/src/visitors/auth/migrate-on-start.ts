import { getDatabase } from '@/platform/db/database'
import { senderFromEnv } from '@/platform/email'
import { config, type AuthConfig } from '@/platform/config'
import { describeDatabase } from '@/platform/env/database'
import { migrateAll } from './migrate'

export async function migrateOnStart(auth: AuthConfig): Promise<void> {
  const dbConfig = config().database
  try {
    const { applied, authChanges } = await migrateAll(getDatabase(), { config: auth, dbType: dbConfig.kind, sender: senderFromEnv() })
    const changes = [...applied, ...authChanges]
    if (changes.length) console.log(`[db] ${describeDatabase(dbConfig)}: ${changes.join(', ')}`)
  } catch (error) {
    console.error(`[db] migrating ${describeDatabase(dbConfig)} at start failed: ${error instanceof Error ? error.message : error}`)
  }
}
