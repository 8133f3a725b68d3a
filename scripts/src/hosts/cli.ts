// pnpm --filter @ohc/scripts hosts FILE.csv [DATASET] [--out FILE | --write] [--project ID ...] [--replace-all] [--skip-bad-rows] [--dry-run] [-v]

import { cliMain } from '../pipeline/cli'
import { HELP, hostsMain } from './command'

cliMain('hosts', HELP, hostsMain)
