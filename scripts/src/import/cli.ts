// pnpm --filter @ohc/scripts import [FILE] [--project ID] [--dataset NAME] [--token T] [--batch-size N] [--dry-run]

import { cliMain } from '../pipeline/cli'
import { HELP, importMain } from './command'

cliMain('import', HELP, importMain)
