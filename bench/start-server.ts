import { type ChildProcess, fork } from 'node:child_process'
import { fileURLToPath } from 'node:url'

interface StartOptions {
  /** sent to the server once it runs (serve-bare's body, serve-orders' database) */
  message?: unknown
  env?: Record<string, string>
  execArgv?: string[]
}

/**
 * Starts one of the bench's `serve-*.ts` files in a process of its own, so the load generator and the
 * server do not share an event loop; resolves with its port once it says it listens (its first message
 * that carries a port: a server may report other things on the same channel).
 */
export function startServer(
  file: string,
  { message, env, execArgv = [] }: StartOptions = {},
): Promise<{ child: ChildProcess; port: number; message: Record<string, unknown> }> {
  const child = fork(fileURLToPath(new URL(file, import.meta.url)), {
    execArgv: ['--import', 'tsx', ...execArgv],
    env: env ? { ...process.env, ...env } : process.env,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  return new Promise((resolve, reject) => {
    const onMessage = (m: { port?: unknown }) => {
      if (typeof m?.port !== 'number') return
      child.off('message', onMessage)
      resolve({ child, port: m.port, message: m })
    }
    child.on('message', onMessage)
    child.once('exit', (code) => reject(new Error(`${file} exited with ${code}`)))
    if (message !== undefined) child.send(message as never)
  })
}
