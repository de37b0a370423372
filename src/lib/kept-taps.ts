/**
 * The taps index.html's inline script kept while the server's page was on screen without its app (a slow
 * link, a slow phone): each is replayed, in order, once the app has hydrated the page, so '+ Cheddar' and
 * 'Agregar' tapped early still build the item and add it (issue 33). A later part of the page not hydrated
 * yet (a Suspense boundary) is hydrated by React for the replayed click, as for any click on it.
 */
export async function replayKeptTaps(): Promise<void> {
  const holder = window as { __keptTaps?: Element[] }
  const kept = holder.__keptTaps?.splice(0) ?? []
  for (const target of kept) {
    // A task between taps: the first tap's render is committed before the next one acts on its result.
    await new Promise((resolve) => setTimeout(resolve, 0))
    if (target.isConnected && target instanceof HTMLElement) target.click()
  }
}
