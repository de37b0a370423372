import type { Database } from '../db/client'
import type { Env } from '../env'
import type { PaymentProvider } from './provider'
import { createSandboxProvider } from './sandbox-provider'

/** Provider adapters by the name PAYMENT_PROVIDER gives; a real provider adds its factory here. */
export const paymentProviders: Record<string, (deps: { db: Database; env: Env }) => PaymentProvider> = {
  sandbox: ({ db }) => createSandboxProvider(db),
}

export function createPaymentProvider(deps: { db: Database; env: Env }): PaymentProvider {
  const factory = paymentProviders[deps.env.PAYMENT_PROVIDER]
  if (!factory)
    throw new Error(
      `PAYMENT_PROVIDER '${deps.env.PAYMENT_PROVIDER}' is not one of ${Object.keys(paymentProviders).join(', ')}`,
    )
  return factory(deps)
}
