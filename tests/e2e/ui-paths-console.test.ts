import { consoleSignInModel } from '../../machines/console-sign-in.model'
import { consoleSoundModel } from '../../machines/console-sound.model'
import { consoleSignInMap } from '../ui-paths/maps/console-sign-in'
import { consoleSoundMap } from '../ui-paths/maps/console-sound'
import { replayMaps } from './ui-paths'

// The console's machines replayed on the real console (tests/ui-paths): one browser for this shard.
replayMaps('console machines on the real UI', [
  [consoleSignInModel, consoleSignInMap],
  [consoleSoundModel, consoleSoundMap],
])
