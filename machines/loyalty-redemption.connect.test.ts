import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { connectLoyalty } from './loyalty-redemption.connect'
import {
  type LoyaltyHistoryPage,
  type LoyaltyRedemptionEvent,
  loyaltyRedemptionMachine,
  type PhoneCodeSent,
} from './loyalty-redemption.machine'
import { fullPage, puntosDemo } from './loyalty-redemption.model'

const input = {
  programme: puntosDemo,
  branchId: 1,
  branchContactId: 10,
  phone: '+541123456789',
  balance: 5000,
  orderAmount: 20_000,
  rewardId: 7,
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

/** The machine with its calls answered in turn (a page, then a failure…), and the view over it. */
function viewed(
  pages: (LoyaltyHistoryPage | Error)[],
  code: PhoneCodeSent = { required: true, sandboxCode: '482913' },
) {
  const machine = loyaltyRedemptionMachine.provide({
    actors: {
      fetchHistory: fromPromise(async () => {
        const page = pages.shift()
        if (!page || page instanceof Error) throw page ?? new Error('no page')
        return page
      }),
      requestCode: fromPromise(async () => code),
    },
  })
  const actor = createActor(machine, { input }).start()
  const sent: LoyaltyRedemptionEvent[] = []
  const send = (event: LoyaltyRedemptionEvent) => {
    sent.push(event)
    actor.send(event)
  }
  return { actor, sent, view: () => connectLoyalty(actor.getSnapshot(), send) }
}

describe('connectLoyalty', () => {
  it('shows the section closed with the customer, the balance and the link reward', () => {
    const { view } = viewed([])
    expect(view()).toMatchObject({
      programmeName: 'Puntos Demo',
      hasCustomer: true,
      balance: 5000,
      redeemed: 0,
      offersSignUp: true,
      mode: 'closed',
      error: null,
    })
  })

  it('has no customer once the phone is cleared: the buttons are off', () => {
    const { actor, view } = viewed([])
    actor.send({ type: 'loyalty.customerChanged', phone: null, balance: 0 })
    expect(view()).toMatchObject({ hasCustomer: false, balance: 0 })
  })

  it('opens the history loading, then lists the page with more to read', async () => {
    const { view, sent } = viewed([fullPage])
    view().openInfo()
    expect(sent).toEqual([{ type: 'loyalty.infoOpened' }])
    expect(view()).toMatchObject({ mode: 'info', history: { status: 'loading', rows: [] } })
    await settle()
    expect(view().history.status).toBe('more')
    expect(view().history.rows).toHaveLength(20)
  })

  it('leaves the spinner when a page fails and shows why; reaching the end again retries it', async () => {
    const { view, sent } = viewed([fullPage, new Error('500'), { history: [], loyaltyPointsBalance: 5000 }])
    view().openInfo()
    await settle()
    view().history.endReached()
    expect(view().history.status).toBe('loading')
    await settle()
    expect(view().history.status).toBe('failed')
    expect(view().error).toEqual({ key: 'loyalty.historyFailed' })
    // the rows read before stay
    expect(view().history.rows).toHaveLength(20)
    view().history.endReached()
    expect(view()).toMatchObject({ error: null, history: { status: 'loading' } })
    await settle()
    expect(view().history.status).toBe('complete')
    expect(sent.filter((e) => e.type === 'loyalty.historyEndReached')).toHaveLength(2)
  })

  it('asks for the phone code, then takes the typed code cleaned', async () => {
    const { view } = viewed([])
    view().openRedeem()
    expect(view()).toMatchObject({ mode: 'verify', verify: { sending: true, canType: false } })
    await settle()
    expect(view().verify).toMatchObject({ sandboxCode: '482913', canType: true, phone: '+541123456789' })
    view().verify.changeCode('482 913')
    expect(view().verify.code).toBe('482913')
  })

  it('redeems without a code where the local asks none, with the starting points and the limits', async () => {
    const { view } = viewed([], { required: false, sandboxCode: null })
    view().openRedeem()
    await settle()
    expect(view()).toMatchObject({ mode: 'redeem', redeem: { points: 5000 } })
    view().redeem.changePoints(6000)
    view().redeem.confirm()
    expect(view().error).toEqual({ key: 'loyalty.overBalance', params: { name: 'Puntos Demo', n: '5.000' } })
    view().redeem.changePoints(1000)
    view().redeem.confirm()
    expect(view()).toMatchObject({ mode: 'closed', redeemed: 1000 })
    view().removeRedemption()
    expect(view().redeemed).toBe(0)
  })

  it('keeps the sign-up form and its error, and closes', () => {
    const { view } = viewed([])
    view().openSignUp()
    expect(view()).toMatchObject({ mode: 'signUp', signUp: { busy: false } })
    view().signUp.changeForm({ name: 'Ana', phone: '', email: '' })
    view().signUp.submit()
    expect(view().signUp.form.name).toBe('Ana')
    expect(view().error).toEqual({ key: 'loyalty.allFieldsRequired' })
    view().close()
    expect(view().mode).toBe('closed')
  })
})
