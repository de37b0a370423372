import { describe, expect, it } from 'vitest'
import { parseCommands, promotionalBanner, usesComplexAddressInputs } from './customization'

describe('menu customizations', () => {
  it('reads invalid or non-object commands as an empty object', () => {
    expect(parseCommands('{"a":1}')).toEqual({ a: 1 })
    expect(parseCommands('{not json')).toEqual({})
    expect(parseCommands('[1,2]')).toEqual({})
    expect(parseCommands('null')).toEqual({})
  })

  it('applies complex address inputs to contact 11327 by default, or to the configured list', () => {
    expect(usesComplexAddressInputs([], 11327)).toBe(true)
    expect(usesComplexAddressInputs([], 1)).toBe(false)
    const list = [{ resource: 'COMPLEX_ADDRESS_INPUTS', commands: '{"branchContactList":[2,"3"]}' }]
    expect(usesComplexAddressInputs(list, 3)).toBe(true)
    expect(usesComplexAddressInputs(list, 11327)).toBe(false)
    expect(usesComplexAddressInputs([{ resource: 'COMPLEX_ADDRESS_INPUTS', commands: 'x' }], 11327)).toBe(
      false,
    )
  })

  it('shows the promotional banner of the mode it names, with its theme and safe commands only', () => {
    const list = [
      {
        resource: 'PROMOTIONAL_BANNER',
        theme: 'IMPACT' as const,
        commands: JSON.stringify({
          text: ' Envío gratis ',
          orderModeType: 'DELIVERY',
          backgroundColor: '#123456',
          textColor: 'red; x',
          imageUrl: 'javascript:alert(1)',
          imagePosition: 'left',
        }),
      },
    ]
    expect(promotionalBanner(list, 'DELIVERY')).toEqual({
      text: 'Envío gratis',
      theme: 'IMPACT',
      backgroundColor: '#123456',
      textColor: null,
      borderColor: null,
      imageUrl: null,
      imagePosition: 'left',
    })
    expect(promotionalBanner(list, 'TAKE_AWAY')).toBeNull()
    expect(promotionalBanner([{ resource: 'PROMOTIONAL_BANNER', commands: '{}' }], 'DELIVERY')).toBeNull()
    expect(
      promotionalBanner([{ resource: 'PROMOTIONAL_BANNER', commands: '{"text":"Hola"}' }], null),
    ).toMatchObject({
      text: 'Hola',
      theme: 'DEFAULT',
      imagePosition: 'right',
    })
  })
})
