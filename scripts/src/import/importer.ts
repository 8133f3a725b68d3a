// Pushes a local NDJSON dataset into a Content Lake dataset: checks the file, uploads its images,
// then sends its documents as createOrReplace transactions in reference order, recording each
// accepted transaction in a checkpoint so an interrupted import can continue. Running it twice
// leaves the same dataset.

import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { SanityClient } from '@sanity/client'
import { EXIT, errorMessage, type Io } from '../pipeline/cli'
import { createLakeClient, describeTarget, type LakeTarget } from '../pipeline/lake'
import { existingIds } from '../pipeline/lake-queries'
import { createProgress } from '../pipeline/progress'
import { parseDataset, type DatasetDocument } from '../validate/load'
import { uploadAssets } from './assets'
import { checkpointPath, readCheckpoint, removeCheckpoint, resumePoint, targetKey, writeCheckpoint, type Checkpoint } from './checkpoint'
import { planImport, type ImportPlan } from './plan'

export interface ImportOptions {
  file: string
  imagesDir?: string
  /** Undefined only for a dry run without a project. */
  target: LakeTarget | undefined
  batchSize: number
  dryRun: boolean
  /** Ignore a checkpoint and send every batch. */
  restart: boolean
}

const say = (io: Io) => (line: string) => io.out(`import: ${line}`)

/** Strong references leaving the file must point at documents already in the dataset. */
async function checkOutsideReferences(client: SanityClient, plan: ImportPlan, dataset: string): Promise<string[]> {
  if (plan.outside.length === 0) return []
  const present = await existingIds(client, [...new Set(plan.outside.map((r) => r.to))])
  return plan.outside
    .filter((r) => !present.has(r.to))
    .map((r) => `${r.from} ${r.path}: reference to "${r.to}", which is neither in the file nor in the dataset "${dataset}"`)
}

function describeBatch(batch: readonly DatasetDocument[]): string {
  const first = batch[0]?._id
  const last = batch[batch.length - 1]?._id
  return batch.length === 1 ? `"${first}"` : `${batch.length} documents, "${first}" … "${last}"`
}

export async function runImport(options: ImportOptions, io: Io): Promise<number> {
  const log = say(io)
  const started = performance.now()
  const bytes = readFileSync(options.file)
  const sha1 = createHash('sha1').update(bytes).digest('hex')
  const { documents, problems: lineProblems } = parseDataset(bytes.toString('utf8'))
  const plan = planImport(documents, {
    imagesDir: options.imagesDir ?? join(dirname(options.file), 'images'),
    batchSize: options.batchSize,
  })
  const sent = plan.batches.reduce((n, b) => n + b.length, 0)
  log(
    `${options.file}: ${documents.length} documents — ${plan.assets.length} image assets to upload, ${sent} documents in ${plan.batches.length} transactions of up to ${options.batchSize}`,
  )
  const problems = [...lineProblems.map((p) => `${p.id} ${p.path || '(document)'}: ${p.message}`), ...plan.problems]
  for (const circle of plan.circles) log(`note: ${circle.join(', ')} reference each other in a circle; they are sent in one transaction`)
  if (problems.length > 0) {
    for (const problem of problems) io.err(problem)
    io.err(`import: ${problems.length} problem(s) in the file; nothing was sent`)
    return EXIT.failed
  }

  const target = options.target
  const stateFile = target ? checkpointPath(options.file, target) : undefined
  const wanted = target ? { input: sha1, target: targetKey(target), batchSize: options.batchSize, batches: plan.batches.length } : undefined
  const resume = stateFile && wanted && !options.restart ? resumePoint(readCheckpoint(stateFile), wanted) : { start: 0 }
  if (resume.note) log(resume.note)
  if (resume.start > 0) log(`continuing an interrupted import: batches 1–${resume.start} were accepted earlier (${stateFile})`)

  if (options.dryRun) {
    if (plan.outside.length > 0)
      log(`${plan.outside.length} reference(s) point outside the file; they are checked against the dataset when importing`)
    log(
      `dry run: would send batches ${resume.start + 1}–${plan.batches.length}${target ? ` to ${describeTarget(target)}` : ''}; nothing was sent`,
    )
    return EXIT.ok
  }
  if (!target || !stateFile || !wanted) throw new Error('a target dataset is needed')

  const client = createLakeClient(target)
  log(`importing into ${describeTarget(target)}`)
  const broken = await checkOutsideReferences(client, plan, target.dataset)
  if (broken.length > 0) {
    for (const line of broken) io.err(line)
    io.err(`import: ${broken.length} reference(s) would not resolve; nothing was sent`)
    return EXIT.failed
  }

  const assets = await uploadAssets(client, plan.assets, { progress: (total) => createProgress('import: images', total, io.progress) })
  log(`images: ${assets.uploaded} uploaded, ${assets.present} already in the dataset`)
  if (assets.problems.length > 0) {
    for (const problem of assets.problems) io.err(problem)
    io.err(`import: ${assets.problems.length} image(s) failed; no documents were sent (run again to retry)`)
    return EXIT.failed
  }

  const checkpoint: Checkpoint = { version: 1, ...wanted, done: resume.start, updatedAt: new Date().toISOString() }
  const remaining = plan.batches.slice(resume.start)
  const bar = createProgress(
    'import: documents',
    remaining.reduce((n, b) => n + b.length, 0),
    io.progress,
  )
  for (const [offset, batch] of remaining.entries()) {
    const number = resume.start + offset + 1
    const transaction = client.transaction()
    for (const doc of batch) transaction.createOrReplace(doc)
    try {
      await transaction.commit({ visibility: 'async', returnDocuments: false })
    } catch (error) {
      bar.done('(stopped)')
      io.err(`import: batch ${number}/${plan.batches.length} (${describeBatch(batch)}) was refused: ${errorMessage(error)}`)
      io.err(
        checkpoint.done > 0
          ? `import: batches 1–${checkpoint.done} are in; run the same command again to continue from batch ${number} (${stateFile})`
          : 'import: no batch was accepted; fix the problem and run the same command again',
      )
      return EXIT.failed
    }
    checkpoint.done = number
    checkpoint.updatedAt = new Date().toISOString()
    writeCheckpoint(stateFile, checkpoint)
    bar.tick(batch.length, `(batch ${number}/${plan.batches.length})`)
  }
  bar.done()
  removeCheckpoint(stateFile)
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  log(
    `done in ${seconds}s: ${sent} documents and ${plan.assets.length} image assets in ${describeTarget(target)}${resume.start > 0 ? ` (${remaining.length} batches sent this time)` : ''}`,
  )
  return EXIT.ok
}
