import { branchSearchModel } from '../../machines/branch-search.model'
import { nearbyGuideModel } from '../../machines/nearby-guide.model'
import { branchSearchMap } from '../ui-paths/maps/branch-search'
import { nearbyGuideMap } from '../ui-paths/maps/nearby-guide'
import { replayMaps } from './ui-paths'

// The searches that lead a diner to a local, replayed on the real screens (tests/ui-paths): a branch's
// 'Buscar Local' and the nearby guide 'La carta está en Tucán'. One browser for this shard.
replayMaps('finding a local on the real UI', [
  [branchSearchModel, branchSearchMap],
  [nearbyGuideModel, nearbyGuideMap],
])
