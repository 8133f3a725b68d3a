// pnpm --filter @ohc/scripts lake-stand-in [--port N] [--dataset FILE] [--name NAME] [--project ID] [--token T]
// The command line over @ohc/lake's stand-in: it reads the options, starts it and waits for Ctrl-C.

import { loadStandInDataset, startLakeStandIn } from '@ohc/lake/stand-in'
import { cliMain, EXIT, UsageError } from '../pipeline/cli'
import { parseCommandLine } from '../pipeline/args'
import { fromInvocationDir } from '../paths'

const HELP = `Run a local stand-in of the Sanity Content Lake (query, mutate, export and image upload
endpoints, in memory), for trying the pipeline commands offline.

Usage: pnpm --filter @ohc/scripts lake-stand-in [options]

  --port N             port on 127.0.0.1 (default: 3999; 0 picks a free one)
  --dataset FILE       start with this NDJSON dataset (its images/ beside it); default: empty
  --name NAME          the dataset's name (default: production)
  --project ID         the project id it answers for (default: local)
  --token TOKEN        require this token for writes, exports and reads of drafts (default: any
                       request may write, and any token reads drafts)
  -h, --help           show this help

Point a command at it with --api-host http://127.0.0.1:PORT --project local. Nothing is saved:
stop it with Ctrl-C and the content is gone.
`

cliMain('lake-stand-in', HELP, async (argv, io) => {
  const { values } = parseCommandLine(argv, {
    port: { type: 'string' },
    dataset: { type: 'string' },
    name: { type: 'string' },
    project: { type: 'string' },
    token: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  })
  if (values.help) {
    io.out(HELP)
    return EXIT.ok
  }
  const port = values.port === undefined ? 3999 : Number(values.port)
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new UsageError(`--port must be a port number, got "${values.port}"`)
  const name = values.name ?? 'production'
  const loaded = values.dataset
    ? loadStandInDataset(fromInvocationDir(values.dataset))
    : { documents: [], files: new Map<string, Buffer>(), problems: [] }
  for (const problem of loaded.problems) io.err(`lake-stand-in: skipped ${problem}`)
  const standIn = await startLakeStandIn({
    port,
    projectId: values.project ?? 'local',
    datasets: { [name]: loaded.documents },
    files: { [name]: loaded.files },
    ...(values.token ? { token: values.token } : {}),
  })
  io.out(
    `lake-stand-in: project "${standIn.projectId}", dataset "${name}" (${loaded.documents.length} documents, ${loaded.files.size} images) at ${standIn.url}`,
  )
  io.out(
    `lake-stand-in: e.g. pnpm --filter @ohc/scripts run export --api-host ${standIn.url} --project ${standIn.projectId} --dataset ${name} --token ${values.token ?? 'any'}`,
  )
  await new Promise<void>((resolve) => {
    process.once('SIGINT', resolve)
    process.once('SIGTERM', resolve)
  })
  await standIn.close()
  return EXIT.ok
})
