import { addressModel } from '../../machines/address.model'
import { phoneLookupModel } from '../../machines/phone-lookup.model'
import { signInModel } from '../../machines/sign-in.model'
import { addressMap } from '../ui-paths/maps/address'
import { phoneLookupMap } from '../ui-paths/maps/phone-lookup'
import { signInMap } from '../ui-paths/maps/sign-in'
import { replayMaps } from './ui-paths'

// The storefront's and checkout's own flows replayed on the real screens (tests/ui-paths): one browser for
// this shard.
replayMaps('storefront and checkout machines on the real UI', [
  [addressModel, addressMap],
  [signInModel, signInMap],
  [phoneLookupModel, phoneLookupMap],
])
