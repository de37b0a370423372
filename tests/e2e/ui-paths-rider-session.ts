import { REPLAY_RIDER } from '../ui-paths/maps/rider-answers'
import { serverAction } from '../ui-paths/server-actions'
import { placeDeliveryOrder } from './console-fixtures'

// The rider of the ui-paths shards: registered once through the API and put off shift before each path,
// so every path signs in the same way ('Iniciar turno') and no seeded rider's shift is touched.
const ALIAS = 'pizzeria-demo-palermo'

async function json<T>(
  baseUrl: string,
  path: string,
  init: RequestInit & { headers?: Record<string, string> } = {},
): Promise<{ status: number; body: T }> {
  const response = await fetch(new URL(path, baseUrl), {
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
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

/**
 * An order of its own on its way to the diner, for the tracking page: placed, dispatched by staff, and
 * taken by the tracking replay's rider (on shift through the API) up to 'En camino'. Answers its code.
 */
export async function orderOnItsWay(baseUrl: string): Promise<string> {
  const { code } = await placeDeliveryOrder(
    { baseUrl } as Parameters<typeof placeDeliveryOrder>[0],
    'Cliente Seguimiento',
  )
  for (let step = 0; step < 3; step++) await serverAction('staffAdvancesOrder', baseUrl, { orderCode: code })
  const { body: local } = await json<{ id: number }>(baseUrl, `/api/diner/branchcontacts/${ALIAS}`)
  const rider = await signedIn(baseUrl, local.id, TRACKING_RIDER)
  const auth = { authorization: `Bearer ${rider.token}` }
  const { body: offers } = await json<{ shipments: { id: number; logisticsOrder: { orderCode: string } }[] }>(
    baseUrl,
    `/api/shipments?branchContactId=${local.id}&status=LOOKING_FOR_DRIVER&providerName=OWN_FLEET&pageSize=99`,
    { headers: auth },
  )
  const offer = offers.shipments.find((s) => s.logisticsOrder.orderCode === code)
  if (!offer) throw new Error(`order ${code} is not offered to the riders`)
  for (const status of ['ON_ROUTE_TO_PICK_UP', 'IN_STORE', 'ON_ROUTE_TO_DROP_OFF']) {
    const moved = await json(baseUrl, `/api/shipments/${offer.id}`, {
      method: 'PUT',
      headers: auth,
      body: JSON.stringify({ id: offer.id, status, rider_id: rider.id }),
    })
    if (moved.status !== 200) throw new Error(`shipment ${offer.id} to ${status}: ${moved.status}`)
  }
  return code
}

// the tracking replay's rider, apart from the list's (whose shift each list path ends)
const TRACKING_RIDER = { name: 'Repartidora Seguimiento', phone: '1155550072', code: '1234' }

/** The rider registered (once) and on shift: a fresh session's token. */
async function signedIn(baseUrl: string, localId: number, who: typeof TRACKING_RIDER) {
  const lookUp = () =>
    json<{ id: number }>(baseUrl, `/api/rider/bc/phone?branchContactId=${localId}&phone=${who.phone}`)
  let found = await lookUp()
  if (found.status === 404) {
    await json(baseUrl, '/api/rider/createwithcode', {
      method: 'POST',
      body: JSON.stringify({
        name: who.name,
        phone: who.phone,
        securityCode: who.code,
        riderUser: { branchContactId: localId },
        active: false,
      }),
    })
    found = await lookUp()
  }
  const session = await json<{ token: string }>(baseUrl, `/api/rider/${found.body.id}/updatewithcode`, {
    method: 'PUT',
    body: JSON.stringify({ id: found.body.id, active: true, securityCode: who.code }),
  })
  if (session.status !== 200) throw new Error(`the tracking rider's shift did not start: ${session.status}`)
  return { id: found.body.id, token: session.body.token }
}
