import { errorReportModel } from '../../machines/error-report.model'
import { errorReportMap } from '../ui-paths/maps/error-report'
import { replayMaps } from './ui-paths'

// The order pages' machines replayed on the real follow-up (tests/ui-paths): one browser for this shard.
replayMaps('order machines on the real UI', [[errorReportModel, errorReportMap]])
