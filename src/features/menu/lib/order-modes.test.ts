import { describe, expect, it } from 'vitest'
import { t } from '../../../../i18n/t'
import { modeLabel } from '../../../lib/mode-label'
import type { OrderMode } from '../api/branch-contact'
import { findModeByPath, looksLikeModePath, modePath } from './order-modes'

const mode = (
  id: number,
  type: OrderMode['type'],
  name: string,
  extra: Partial<OrderMode> = {},
): OrderMode => ({
  id,
  type,
  name,
  active: true,
  orderEnabled: true,
  useSchedule: false,
  schedules: [],
  paymentTypes: [],
  ...extra,
})

const palermo = [
  mode(1, 'DELIVERY', 'delivery', { showName: 'Delivery' }),
  mode(2, 'TAKE_AWAY', 'take-away', { showName: null }),
  mode(3, 'TABLE', 'table', { showName: '  ' }),
  mode(4, 'SELF_SERVICE', 'self-service', { active: false }),
]

describe('order modes in the URL', () => {
  it('finds a mode by its path name in any case, or by the default name of its type', () => {
    expect(findModeByPath(palermo, 'delivery')?.id).toBe(1)
    expect(findModeByPath(palermo, 'TAKE-AWAY')?.id).toBe(2)
    const renamed = [mode(9, 'TAKE_AWAY', 'retiro')]
    expect(findModeByPath(renamed, 'retiro')?.id).toBe(9)
    expect(findModeByPath(renamed, 'take-away')?.id).toBe(9)
    expect(findModeByPath(palermo, 'pizzas')).toBeUndefined()
  })

  it('tells a mode name from a category segment', () => {
    expect(looksLikeModePath(palermo, 'table')).toBe(true)
    expect(looksLikeModePath([], 'self-service')).toBe(true)
    expect(looksLikeModePath(palermo, '12')).toBe(false)
  })

  it('writes the path of a mode', () => {
    expect(modePath(palermo[1] as OrderMode)).toBe('take-away')
  })
})

describe('mode labels', () => {
  it("uses the mode's showName, or the default label of its type", () => {
    const label = (m: OrderMode) => modeLabel(m, (key) => t(key))
    expect(palermo.map(label)).toEqual(['Delivery', 'Retiro en local', 'En la mesa', 'Autoservicio'])
    // a blank showName, or a screen with only the type (the follow-up), reads the default
    expect(modeLabel({ type: 'TAKE_AWAY', showName: '  ' }, (key) => t(key))).toBe('Retiro en local')
    expect(modeLabel({ type: 'DELIVERY' }, (key) => t(key))).toBe('Delivery')
  })
})
