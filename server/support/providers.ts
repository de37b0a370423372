import type { Env } from '../env'
import { chatwootSupport } from './chatwoot'
import { builtInSupport, type SupportProvider } from './provider'

/** The chat provider SUPPORT_PROVIDER names (validated by server/env.ts). */
export function supportProviderOf(env: Env, client?: typeof fetch): SupportProvider {
  if (env.SUPPORT_PROVIDER !== 'chatwoot' || !env.CHATWOOT) return builtInSupport
  return chatwootSupport({ ...env.CHATWOOT, ...(client ? { fetch: client } : {}) })
}
