// The `ws` package ships without types and @types/ws is not installed; these are the parts the live
// channel, its tests and the fan-out benchmark use.
declare module 'ws' {
  import { EventEmitter } from 'node:events'

  export interface ClientOptions {
    headers?: Record<string, string>
    perMessageDeflate?: boolean
  }

  export interface ServerOptions {
    maxPayload?: number
  }

  export class WebSocket extends EventEmitter {
    static readonly CONNECTING: 0
    static readonly OPEN: 1
    static readonly CLOSING: 2
    static readonly CLOSED: 3
    readonly OPEN: 1
    readonly readyState: 0 | 1 | 2 | 3
    constructor(url: string | URL, options?: ClientOptions)
    send(data: string | Buffer, callback?: (error?: Error) => void): void
    send(
      data: string | Buffer,
      options: { binary?: boolean; compress?: boolean },
      callback?: (error?: Error) => void,
    ): void
    ping(data?: string | Buffer): void
    close(code?: number, reason?: string): void
    terminate(): void
  }

  export default WebSocket
}
