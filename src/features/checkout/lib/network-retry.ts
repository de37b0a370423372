/** Waits before each retry of a request whose answer never arrived (a network blip): about half a minute. */
export const NETWORK_RETRY_DELAYS_MS: readonly number[] = [1000, 2000, 4000, 8000, 15_000]

/**
 * fetch rejects with a TypeError when no answer arrived (offline, connection cut); an answer of the
 * server, even an error, is never retried here.
 */
export const isNetworkFailure = (error: unknown): boolean => error instanceof TypeError

/**
 * Runs a request again after a network failure, waiting the given delays. The request must be safe to
 * repeat (an order carries the same Idempotency-Key each time, so the server stores it once).
 */
export async function retryOnNetworkFailure<T>(
  send: () => Promise<T>,
  delays: readonly number[] = NETWORK_RETRY_DELAYS_MS,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await send()
    } catch (error) {
      const delay = delays[attempt]
      if (!isNetworkFailure(error) || delay === undefined) throw error
      await wait(delay)
    }
  }
}
