import { riderShiftModel } from '../../machines/rider-shift.model'
import { riderShiftMap } from '../ui-paths/maps/rider-shift'
import { replayMaps } from './ui-paths'

// The rider pages' machines replayed on the real rider screens (tests/ui-paths): one browser for this shard.
replayMaps('rider machines on the real UI', [[riderShiftModel, riderShiftMap]])
