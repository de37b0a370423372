import 'leaflet/dist/leaflet.css'
import L from 'leaflet'
import iconUrl from 'leaflet/dist/images/marker-icon.png'
import iconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png'
import shadowUrl from 'leaflet/dist/images/marker-shadow.png'
import { useEffect, useMemo } from 'react'
import { MapContainer, Marker, TileLayer, useMap } from 'react-leaflet'
import type { Coordinates } from '../../../../domain/address'
import { SpanishMap } from '../../../ui/map-labels'

// Leaflet guesses its marker images from the stylesheet's URL, which a bundler rewrites; the bundled
// images are given instead.
L.Icon.Default.mergeOptions({ iconUrl, iconRetinaUrl, shadowUrl })

/** Map default centre and zooms (1-storefront.md §9). */
export const MAP_CENTRE: Coordinates = { lat: -34.583796, lng: -58.43964 }
export const MAP_ZOOM = 4
export const MAP_ZOOM_SELECTED = 16

function FollowPoint({ point }: { point: Coordinates | null }) {
  const map = useMap()
  useEffect(() => {
    if (point) map.setView([point.lat, point.lng], MAP_ZOOM_SELECTED)
  }, [map, point])
  return null
}

/**
 * The address modal's map (Leaflet, 200 px high): a marker on the chosen point that the diner may drag to
 * the exact door. Loaded only when the modal shows a map, so no map code is in the menu's first load.
 */
export default function AddressMap({
  point,
  label,
  markerLabel,
  onMove,
}: {
  point: Coordinates | null
  label: string
  markerLabel: string
  onMove: (point: Coordinates) => void
}) {
  const handlers = useMemo(
    () => ({
      dragend: (event: L.LeafletEvent) => {
        const { lat, lng } = (event.target as L.Marker).getLatLng()
        onMove({ lat, lng })
      },
    }),
    [onMove],
  )
  const centre = point ?? MAP_CENTRE
  return (
    <section aria-label={label} className="mt-3 overflow-hidden rounded-xl ring-1 ring-ink/10">
      <MapContainer
        center={[centre.lat, centre.lng]}
        zoom={point ? MAP_ZOOM_SELECTED : MAP_ZOOM}
        style={{ height: 200 }}
        scrollWheelZoom={false}
        zoomControl={false}
      >
        <SpanishMap label={label} zoomControl />
        <TileLayer
          attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>'
          url="https://tile.openstreetmap.org/{z}/{x}/{y}.png"
        />
        {point ? (
          <Marker
            position={[point.lat, point.lng]}
            draggable
            eventHandlers={handlers}
            alt={markerLabel}
            title={markerLabel}
          />
        ) : null}
        <FollowPoint point={point} />
      </MapContainer>
    </section>
  )
}
