// Preloaded into a real server by tests/server/shutdown.test.ts: SIGUSR2 blocks its event loop for good,
// as PGlite does when a write spins inside WASM on a full volume.
process.on('SIGUSR2', () => {
  for (;;) {}
})
