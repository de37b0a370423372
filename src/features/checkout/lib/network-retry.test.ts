import { describe, expect, it } from 'vitest'
import { retryOnNetworkFailure } from './network-retry'

describe('retryOnNetworkFailure', () => {
  it('sends again after network failures, waiting each delay, and returns the answer', async () => {
    const waited: number[] = []
    let calls = 0
    const answer = await retryOnNetworkFailure(
      async () => {
        calls++
        if (calls < 3) throw new TypeError('Failed to fetch')
        return 'order'
      },
      [10, 20, 30],
      async (ms) => {
        waited.push(ms)
      },
    )
    expect(answer).toBe('order')
    expect(calls).toBe(3)
    expect(waited).toEqual([10, 20])
  })

  it('never repeats a request the server answered, even with an error', async () => {
    let calls = 0
    const refused = new Error('Debe ingresar número de mesa para poder realizar el pedido.')
    await expect(
      retryOnNetworkFailure(
        async () => {
          calls++
          throw refused
        },
        [10],
        async () => undefined,
      ),
    ).rejects.toBe(refused)
    expect(calls).toBe(1)
  })

  it('gives up once the delays are spent', async () => {
    let calls = 0
    await expect(
      retryOnNetworkFailure(
        async () => {
          calls++
          throw new TypeError('Failed to fetch')
        },
        [10, 10],
        async () => undefined,
      ),
    ).rejects.toBeInstanceOf(TypeError)
    expect(calls).toBe(3)
  })
})
