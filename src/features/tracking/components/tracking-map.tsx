import 'leaflet/dist/leaflet.css'
import L from 'leaflet'
import markerIcon from 'leaflet/dist/images/marker-icon.png'
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png'
import markerShadow from 'leaflet/dist/images/marker-shadow.png'
import { useEffect, useRef, useState } from 'react'
import { MapContainer, Marker, TileLayer, useMap } from 'react-leaflet'
import {
  MARKER_ICON_SIZE,
  type MapMarker,
  type MarkerType,
  type Position,
  TRACKING_INITIAL_ZOOM,
  TRACKING_PLACED_ZOOM,
} from '../../../../domain/tracking'
import { SpanishMap } from '../../../ui/map-labels'
import branchIconUrl from '../assets/branch.svg'
import destinationIconUrl from '../assets/destination.svg'
import riderIconUrl from '../assets/rider.svg'
import { type TileSource, tileSource } from '../lib/tiles'

// Bundlers rename Leaflet's images, and its default icon guesses their URL from the CSS: hand it the real ones.
L.Icon.Default.mergeOptions({ iconUrl: markerIcon, iconRetinaUrl: markerIcon2x, shadowUrl: markerShadow })

const size = MARKER_ICON_SIZE
const icons: Record<MarkerType, L.Icon> = {
  rider: L.icon({ iconUrl: riderIconUrl, iconSize: [size, size], iconAnchor: [size / 2, size / 2] }),
  branch: L.icon({ iconUrl: branchIconUrl, iconSize: [size, size], iconAnchor: [size / 2, size / 2] }),
  destination: L.icon({
    iconUrl: destinationIconUrl,
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
  }),
}

/** A grid drawn in the browser: the map stays usable (markers, centring) with no tile server at all. */
const OfflineGrid = L.GridLayer.extend({
  createTile() {
    const tile = document.createElement('div')
    tile.className = 'tracking-offline-tile'
    tile.style.background = '#eef1f4'
    tile.style.outline = '1px solid #dde3e9'
    return tile
  },
})

function OfflineTiles() {
  const map = useMap()
  useEffect(() => {
    const layer = new OfflineGrid() as L.GridLayer
    layer.addTo(map)
    return () => {
      layer.remove()
    }
  }, [map])
  return null
}

function Tiles({ source }: { source: TileSource }) {
  const [failed, setFailed] = useState(false)
  if (source.kind === 'offline' || failed) return <OfflineTiles />
  return (
    <TileLayer
      url={source.url}
      attribution={source.attribution}
      maxZoom={source.maxZoom}
      eventHandlers={{ tileerror: () => setFailed(true) }}
    />
  )
}

/** Follows the centre the tracking rules give, without taking the zoom from a diner who zoomed. */
function Recentre({ centre }: { centre: Position | null }) {
  const map = useMap()
  const placed = useRef(false)
  const lat = centre?.lat
  const lng = centre?.lng
  useEffect(() => {
    if (lat === undefined || lng === undefined) return
    if (placed.current) map.panTo([lat, lng])
    else map.setView([lat, lng], TRACKING_PLACED_ZOOM)
    placed.current = true
  }, [map, lat, lng])
  return null
}

export interface TrackingMapProps {
  markers: MapMarker[]
  centre: Position | null
  label: string
  markerLabels: Record<MarkerType, string>
}

/** Argentina, for the moment before anything can be placed. */
const FALLBACK_CENTRE: Position = { lat: -34.6037, lng: -58.3816 }

/** The full-screen map of the tracking page: zoom control hidden, initial zoom 5 (3-delivery.md §2.6). */
export default function TrackingMap({ markers, centre, label, markerLabels }: TrackingMapProps) {
  const start = centre ?? FALLBACK_CENTRE
  return (
    <MapContainer
      center={[start.lat, start.lng]}
      zoom={TRACKING_INITIAL_ZOOM}
      zoomControl={false}
      className="absolute inset-0 z-0"
    >
      <SpanishMap label={label} />
      <Tiles source={tileSource()} />
      <Recentre centre={centre} />
      {markers.map((marker) => (
        <Marker
          key={marker.type}
          position={[marker.lat, marker.lng]}
          icon={icons[marker.type]}
          title={markerLabels[marker.type]}
          alt={markerLabels[marker.type]}
        />
      ))}
    </MapContainer>
  )
}
