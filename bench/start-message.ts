/** The message a served child asks its parent for, and the parent's answer (start-server.ts). */
export const START_MESSAGE = 'bench:start'

/**
 * In a child started by start-server.ts: the message its parent was given for it (a database URL, the bytes
 * to serve). Asked for, not awaited from the fork: Node hands an IPC message only to the listeners there are
 * when it arrives, and a child that imports the whole app listens for it seconds after the fork, so a message
 * sent right away was lost and the child, and the bench with it, waited for ever (bench/orders.ts printed
 * nothing, on every run).
 */
export function startMessage<T>(): Promise<T> {
  return new Promise((resolve) => {
    const onMessage = (message: { type?: string; message?: T }) => {
      if (message?.type !== START_MESSAGE) return
      process.off('message', onMessage)
      resolve(message.message as T)
    }
    process.on('message', onMessage)
    process.send?.({ type: START_MESSAGE })
  })
}
