import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { message } from './message'
import {
  createRiderBody,
  EMPTY_RIDER_FORM,
  isRiderPageVariant,
  isUnknownRider,
  RIDER_PAGE_VARIANTS,
  riderPagePath,
  riderPhoneKey,
  riderWriteError,
  shiftBody,
  validatePhoneIntake,
  validateRegistration,
  validateShiftCode,
} from './rider'

const complete = {
  initPhone: '11 5555-0002',
  registerPhone: '1155550002',
  name: 'Rider Nuevo',
  securityCode: '4321',
}

describe('phone intake', () => {
  it('needs a phone, and a valid one', () => {
    expect(validatePhoneIntake('  ')).toEqual(message('rider.missingFields'))
    expect(validatePhoneIntake('123')).toEqual(message('rider.invalidPhone'))
    expect(validatePhoneIntake('11 5555-0001')).toBeNull()
  })

  it('knows the rider by one key however the phone is typed', () => {
    expect(riderPhoneKey('11 5555-0001')).toBe('+541155550001')
    expect(riderPhoneKey('+54 9 11 5555-0001')).toBe('+541155550001')
    expect(riderPhoneKey('12-3')).toBe('123')
  })
})

describe('registration', () => {
  it('accepts a complete form with matching valid phones', () => {
    expect(validateRegistration(complete)).toBeNull()
  })

  it('asks for every field first', () => {
    for (const field of ['initPhone', 'registerPhone', 'name', 'securityCode'] as const)
      expect(validateRegistration({ ...complete, [field]: ' ' })).toEqual(message('rider.missingFields'))
  })

  it('then needs both phones to match', () => {
    expect(validateRegistration({ ...complete, registerPhone: '11 5555-0003' })).toEqual(
      message('rider.phonesDontMatch'),
    )
  })

  it('then needs the phone to be valid', () => {
    expect(validateRegistration({ ...complete, initPhone: '123', registerPhone: '1-2-3' })).toEqual(
      message('rider.invalidPhone'),
    )
  })

  it('never accepts a form with an empty field', () => {
    fc.assert(
      fc.property(
        fc.record({
          initPhone: fc.string(),
          registerPhone: fc.string(),
          name: fc.string(),
          securityCode: fc.string(),
        }),
        (form) => {
          if (Object.values(form).some((v) => v.trim() === ''))
            expect(validateRegistration(form)).not.toBeNull()
        },
      ),
    )
  })

  it('an empty form asks for every field', () => {
    expect(validateRegistration(EMPTY_RIDER_FORM)).toEqual(message('rider.missingFields'))
  })
})

describe('shift and calls', () => {
  it('a shift needs the security code', () => {
    expect(validateShiftCode('')).toEqual(message('rider.missingFields'))
    expect(validateShiftCode('1234')).toBeNull()
  })

  it('reads the look-up and write failures', () => {
    expect(isUnknownRider({ status: 404 })).toBe(true)
    expect(isUnknownRider({ status: 500 })).toBe(false)
    expect(riderWriteError({ status: 400 })).toEqual(message('rider.wrongSecurityCode'))
    expect(riderWriteError({ status: 500 })).toEqual(message('common.genericError'))
    expect(riderWriteError(new Error('offline'))).toEqual(message('common.genericError'))
  })

  it('builds the create and update bodies', () => {
    expect(createRiderBody(complete, 12)).toEqual({
      name: 'Rider Nuevo',
      phone: '+541155550002',
      securityCode: '4321',
      riderUser: { branchContact: { id: 12 } },
      active: true,
    })
    expect(
      shiftBody({ id: 3, name: 'Rider Demo', phone: '+541155550001', active: false }, true, ' 1234 '),
    ).toEqual({
      id: 3,
      name: 'Rider Demo',
      phone: '+541155550001',
      active: true,
      securityCode: '1234',
    })
  })

  it('names the page of each variant', () => {
    expect(RIDER_PAGE_VARIANTS.map((v) => riderPagePath('pizzeria-demo-palermo', v))).toEqual([
      '/logistics/pizzeria-demo-palermo/rider/phoneIntake',
      '/logistics/pizzeria-demo-palermo/rider/register',
      '/logistics/pizzeria-demo-palermo/rider/logIn',
      '/logistics/pizzeria-demo-palermo/rider/logOut',
      '/logistics/pizzeria-demo-palermo/rider/success',
    ])
    expect(isRiderPageVariant('logIn')).toBe(true)
    expect(isRiderPageVariant('login')).toBe(false)
  })
})
