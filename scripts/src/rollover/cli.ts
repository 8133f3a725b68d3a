// pnpm --filter @ohc/scripts rollover --year YYYY [FILE] [--saturday DATE] [--out FILE | --write] [--project ID ...] [--dry-run]

import { cliMain } from '../pipeline/cli'
import { HELP, rolloverMain } from './command'

cliMain('rollover', HELP, rolloverMain)
