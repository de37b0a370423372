// Child process of the benchmark: the ceiling — node:http answering the very bytes and headers the app sent.
import { createServer } from 'node:http'
import { startMessage } from './start-message'

void startMessage<{ body: string; headers: Record<string, string> }>().then((message) => {
  const body = Buffer.from(message.body, 'base64')
  const server = createServer((_req, res) => {
    res.writeHead(200, message.headers)
    res.end(body)
  })
  server.listen(0, '127.0.0.1', () => {
    const address = server.address()
    process.send?.({ port: typeof address === 'object' && address ? address.port : 0 })
  })
})
