import { describe, expect, it } from 'vitest'
import {
  allowedActions,
  arrivedOrderIds,
  BOARD_COLUMNS,
  boardColumnOf,
  type ConsoleOrderFacts,
  decideTransition,
} from './order-console'
import type { OrderModeType } from './order-mode'
import { ORDER_STATUSES } from './order-status'

const order = (over: Partial<ConsoleOrderFacts> = {}): ConsoleOrderFacts => ({
  status: 'GENERATED',
  type: 'DELIVERY',
  dispatched: false,
  ...over,
})

describe('allowedActions', () => {
  it('offers accept and reject on a new order, and only reject while payment is pending', () => {
    expect(allowedActions(order())).toEqual(['accept', 'reject'])
    expect(allowedActions(order({ status: 'UNCONFIRMED' }))).toEqual(['accept', 'reject'])
    expect(allowedActions(order({ status: 'PAY_NEEDED' }))).toEqual(['reject'])
  })

  it('follows accepted → ready → dispatched for delivery and → handed over for the other modes', () => {
    expect(allowedActions(order({ status: 'ACCEPTED' }))).toEqual(['ready', 'cancel'])
    expect(allowedActions(order({ status: 'READY' }))).toEqual(['dispatch', 'cancel'])
    // the rider has it: staff can still close it or cancel it by hand
    expect(allowedActions(order({ status: 'READY', dispatched: true }))).toEqual(['deliver', 'cancel'])
    for (const type of ['TAKE_AWAY', 'TABLE', 'SELF_SERVICE'] as OrderModeType[])
      expect(allowedActions(order({ status: 'READY', type }))).toEqual(['handOver', 'cancel'])
  })

  it('offers nothing on a finished order', () => {
    expect(allowedActions(order({ status: 'DELIVERED' }))).toEqual([])
    expect(allowedActions(order({ status: 'CANCELED' }))).toEqual([])
  })
})

describe('decideTransition', () => {
  it('closes or cancels a dispatched order only with a reason', () => {
    const dispatched = order({ status: 'READY', dispatched: true })
    expect(decideTransition(dispatched, 'deliver', { reason: ' ' })).toEqual({
      ok: false,
      reason: { key: 'orderConsole.closeReasonRequired' },
    })
    expect(decideTransition(dispatched, 'cancel', {})).toMatchObject({ ok: false })
    expect(decideTransition(dispatched, 'deliver', { reason: 'Sin señal' })).toEqual({
      ok: true,
      to: 'DELIVERED',
      dispatched: true,
      etaMinutes: null,
      reason: 'Sin señal',
    })
    expect(decideTransition(dispatched, 'cancel', { reason: 'No estaba' })).toMatchObject({
      ok: true,
      to: 'CANCELED',
    })
    expect(decideTransition(order({ status: 'READY' }), 'deliver', { reason: 'x' })).toMatchObject({
      ok: false,
    })
  })

  it('accepts with a whole ETA between 1 and 240 minutes', () => {
    expect(decideTransition(order(), 'accept', { etaMinutes: 30 })).toEqual({
      ok: true,
      to: 'ACCEPTED',
      dispatched: false,
      etaMinutes: 30,
      reason: null,
    })
    for (const eta of [undefined, 0, 241, 12.5])
      expect(decideTransition(order(), 'accept', { etaMinutes: eta })).toEqual({
        ok: false,
        reason: { key: 'orderConsole.etaRequired', params: { min: 1, max: 240 } },
      })
  })

  it('rejects only with a reason, trimmed', () => {
    expect(decideTransition(order(), 'reject', { reason: '  Sin stock ' })).toMatchObject({
      ok: true,
      to: 'CANCELED',
      reason: 'Sin stock',
    })
    expect(decideTransition(order(), 'reject', { reason: '   ' })).toEqual({
      ok: false,
      reason: { key: 'orderConsole.reasonRequired' },
    })
  })

  it('refuses an action the state does not allow, naming the column the order is in', () => {
    expect(decideTransition(order({ status: 'ACCEPTED' }), 'accept', { etaMinutes: 20 })).toEqual({
      ok: false,
      reason: { key: 'orderConsole.notAllowed', params: { action: 'accept', column: 'accepted' } },
    })
    expect(decideTransition(order({ type: 'TAKE_AWAY', status: 'READY' }), 'dispatch').ok).toBe(false)
  })

  it('dispatch keeps READY and marks the order dispatched; hand over delivers', () => {
    expect(decideTransition(order({ status: 'READY' }), 'dispatch')).toMatchObject({
      ok: true,
      to: 'READY',
      dispatched: true,
    })
    expect(decideTransition(order({ status: 'READY', type: 'TABLE' }), 'handOver')).toMatchObject({
      ok: true,
      to: 'DELIVERED',
    })
  })
})

describe('boardColumnOf', () => {
  it('puts every status in one of the six columns', () => {
    for (const status of ORDER_STATUSES)
      for (const dispatched of [false, true])
        expect(BOARD_COLUMNS).toContain(boardColumnOf(order({ status, dispatched })))
    expect(boardColumnOf(order({ status: 'PAY_NEEDED' }))).toBe('new')
    expect(boardColumnOf(order({ status: 'READY', dispatched: true }))).toBe('dispatched')
    expect(boardColumnOf(order({ status: 'READY' }))).toBe('ready')
  })
})

describe('arrivedOrderIds', () => {
  const orders = [
    { id: 1, column: 'new' as const },
    { id: 2, column: 'accepted' as const },
    { id: 3, column: 'new' as const },
  ]
  it('announces nothing on the first read', () => {
    expect(arrivedOrderIds(null, orders)).toEqual([])
  })
  it('announces new-column orders the board had not seen, not ones that moved', () => {
    expect(arrivedOrderIds(new Set([1]), orders)).toEqual([3])
    expect(arrivedOrderIds(new Set([1, 3]), orders)).toEqual([])
  })
})
