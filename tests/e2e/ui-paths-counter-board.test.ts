import { counterBoardModel } from '../../machines/counter-board.model'
import { counterBoardMap } from '../ui-paths/maps/counter-board'
import { replayMaps } from './ui-paths'

// The counter board's machine replayed on the real board (tests/ui-paths): one browser for this shard.
// Its reads and the PIN check are answered by the replay, so no path changes the server's data.
replayMaps('counter board on the real UI', [[counterBoardModel, counterBoardMap]])
