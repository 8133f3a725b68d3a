import { describeDatabase, readDatabaseConfig } from '../db/config'
import { getDatabase } from '../db/database'
import { senderFromEnv } from '../email'
import type { AuthConfig } from './config'
import { migrateAll } from './migrate'

export async function migrateOnStart(config: AuthConfig): Promise<void> {
  const dbConfig = readDatabaseConfig()
  try {
    const { applied, authChanges } = await migrateAll(getDatabase(), { config, dbType: dbConfig.kind, sender: senderFromEnv() })
    const changes = [...applied, ...authChanges]
    if (changes.length) console.log(`[db] ${describeDatabase(dbConfig)}: ${changes.join(', ')}`)
  } catch (error) {
    console.error(`[db] migrating ${describeDatabase(dbConfig)} at start failed: ${error instanceof Error ? error.message : error}`)
  }
}
