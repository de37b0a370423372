import { GazetteerGeocoder } from './gazetteer'
import type { Geocoder } from './geocoder'
import { NominatimGeocoder } from './nominatim'

/** Nominatim-compatible service when GEOCODER_URL is set, otherwise the built-in offline gazetteer. */
export function createGeocoder(env: { GEOCODER_URL?: string | undefined }): Geocoder {
  return env.GEOCODER_URL ? new NominatimGeocoder(env.GEOCODER_URL) : new GazetteerGeocoder()
}
