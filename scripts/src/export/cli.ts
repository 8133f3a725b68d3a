// pnpm --filter @ohc/scripts export [--project ID] [--dataset NAME] [--token T] [--out DIR] [--drafts] [--dry-run]

import { cliMain } from '../pipeline/cli'
import { exportMain, HELP } from './command'

cliMain('export', HELP, exportMain)
