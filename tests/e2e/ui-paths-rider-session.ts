import { REPLAY_RIDER } from '../ui-paths/maps/rider-answers'

// The rider of the ui-paths shards: registered once through the API and put off shift before each path,
// so every path signs in the same way ('Iniciar turno') and no seeded rider's shift is touched.
const ALIAS = 'pizzeria-demo-palermo'

async function json<T>(
  baseUrl: string,
  path: string,
  init?: RequestInit,
): Promise<{ status: number; body: T }> {
  const response = await fetch(new URL(path, baseUrl), {
    ...init,
    headers: { 'content-type': 'application/json' },
  })
  return { status: response.status, body: (await response.json().catch(() => null)) as T }
}

export async function replayRiderOffShift(baseUrl: string): Promise<void> {
  const { body: local } = await json<{ id: number }>(baseUrl, `/api/diner/branchcontacts/${ALIAS}`)
  const lookUp = () =>
    json<{ id: number; active: boolean }>(
      baseUrl,
      `/api/rider/bc/phone?branchContactId=${local.id}&phone=${REPLAY_RIDER.phone}`,
    )
  let found = await lookUp()
  if (found.status === 404) {
    const created = await json(baseUrl, '/api/rider/createwithcode', {
      method: 'POST',
      body: JSON.stringify({
        name: REPLAY_RIDER.name,
        phone: REPLAY_RIDER.phone,
        securityCode: REPLAY_RIDER.code,
        riderUser: { branchContactId: local.id },
        active: false,
      }),
    })
    if (created.status !== 200 && created.status !== 201)
      throw new Error(`the replay's rider was not registered: ${created.status}`)
    found = await lookUp()
  }
  if (found.status !== 200) throw new Error(`the replay's rider is not found: ${found.status}`)
  if (!found.body.active) return
  const ended = await json(baseUrl, `/api/rider/${found.body.id}/updatewithcode`, {
    method: 'PUT',
    body: JSON.stringify({ id: found.body.id, active: false, securityCode: REPLAY_RIDER.code }),
  })
  if (ended.status !== 200) throw new Error(`the replay's rider's shift did not end: ${ended.status}`)
}
