import { describe, expect, it } from 'vitest'
import { applyPushedOrder, type BoardOrder } from './console-board'

describe('applying a pushed order to the board', () => {
  const board: BoardOrder[] = [
    { id: 1, column: 'new' },
    { id: 2, column: 'accepted' },
  ]

  it('appends an unknown order, an arrival when it is new', () => {
    expect(applyPushedOrder(board, { id: 3, column: 'new' })).toEqual({
      orders: [...board, { id: 3, column: 'new' }],
      arrived: true,
    })
    expect(applyPushedOrder(board, { id: 4, column: 'canceled' }).arrived).toBe(false)
  })

  it('replaces a known order in place, never as an arrival', () => {
    expect(applyPushedOrder(board, { id: 1, column: 'accepted' })).toEqual({
      orders: [
        { id: 1, column: 'accepted' },
        { id: 2, column: 'accepted' },
      ],
      arrived: false,
    })
  })
})
