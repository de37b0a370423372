import L from 'leaflet'
import { useEffect } from 'react'
import { useMap } from 'react-leaflet'
import { useT } from '../lib/use-t'

// Leaflet names its parts in English ('Zoom in', 'Zoom out', 'Marker', 'A JavaScript library for
// interactive maps'). This file imports leaflet, so only the lazy map chunks may import it: anything the
// app's entry reaches would carry Leaflet into the menu's first load (tests/e2e/first-load.test.ts).

/**
 * Inside a MapContainer: names the map (its focusable container is what a screen reader lands on), writes
 * the attribution's prefix in Spanish, and, when asked, adds the zoom buttons with Spanish names.
 */
export function SpanishMap({ label, zoomControl = false }: { label: string; zoomControl?: boolean }) {
  const map = useMap()
  const t = useT()
  useEffect(() => {
    const container = map.getContainer()
    container.setAttribute('role', 'region')
    container.setAttribute('aria-label', label)
    container.setAttribute('aria-roledescription', t('common.map'))
  }, [map, label, t])
  useEffect(() => {
    map.attributionControl?.setPrefix(
      `<a href="https://leafletjs.com" title="${t('common.mapLibrary')}">Leaflet</a>`,
    )
    if (!zoomControl) return
    const zoom = L.control.zoom({
      zoomInTitle: t('common.mapZoomIn'),
      zoomOutTitle: t('common.mapZoomOut'),
    })
    zoom.addTo(map)
    return () => {
      zoom.remove()
    }
  }, [map, zoomControl, t])
  return null
}
