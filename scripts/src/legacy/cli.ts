// pnpm --filter @ohc/scripts import-legacy DIR [--out FILE] [--dry-run]

import { cliMain } from '../pipeline/cli'
import { HELP, importLegacyMain } from './command'

cliMain('import-legacy', HELP, importLegacyMain)
