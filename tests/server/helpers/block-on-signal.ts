// Preloaded into a real server by tests/server/shutdown.test.ts: SIGUSR2 blocks its event loop for good,
// as PGlite does when a write spins inside WASM on a full volume. It says so first (stderr is a pipe,
// written synchronously on Linux), so the test knows the loop is blocked before it probes it.
process.on('SIGUSR2', () => {
  process.stderr.write('test: event loop blocked\n')
  for (;;) {}
})
