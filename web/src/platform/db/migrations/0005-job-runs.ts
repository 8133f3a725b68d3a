import { sql, type Kysely } from 'kysely'

// Scheduled work, once per job and time slot however many server processes tick: the first to
// insert the (job, slot) row runs it, every other insert conflicts on the primary key. The row
// then records how the run went, so failures can be read back (docs/scheduled-work.md).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('job_runs')
    .addColumn('job', 'text', (c) => c.notNull())
    // The start of the slot, an ISO timestamp in UTC.
    .addColumn('slot', 'text', (c) => c.notNull())
    // The claim's holder: a fresh id per claim, so a run taken over cannot record over its successor.
    .addColumn('run_id', 'text', (c) => c.notNull())
    // 'running' | 'finished' | 'failed'
    .addColumn('state', 'text', (c) => c.notNull())
    // How many processes have claimed the slot: 1, more after a dead run was taken over.
    .addColumn('attempt', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    // A failed run's error, cut to a few thousand characters.
    .addColumn('error', 'text')
    .addPrimaryKeyConstraint('job_runs_pk', ['job', 'slot'])
    .addCheckConstraint('job_runs_state', sql`state in ('running', 'finished', 'failed')`)
    .execute()
  // "What failed lately", and the clean-up of old rows.
  await db.schema.createIndex('job_runs_state_slot').on('job_runs').columns(['state', 'slot']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('job_runs').execute()
}
