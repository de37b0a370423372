import helmet from '@fastify/helmet'
import type { FastifyInstance } from 'fastify'

// Map tiles come from OpenStreetMap's servers; everything else the SPA loads is same-origin.
export const tileHosts = ['https://tile.openstreetmap.org', 'https://*.tile.openstreetmap.org']

export const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  scriptSrc: ["'self'"],
  // React and Leaflet set inline style attributes.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:', ...tileHosts],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  frameAncestors: ["'self'"],
  formAction: ["'self'"],
  // The demo runs on plain http://localhost; upgrading would break it.
  upgradeInsecureRequests: null,
}

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy },
  })
}
