import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { connectConsoleSignIn } from './console-sign-in.connect'
import { type ConsoleSignInEvent, consoleSignInMachine, type SignedInStaff } from './console-sign-in.machine'

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
const staff: SignedInStaff = {
  id: 1,
  name: 'cocina',
  local: {
    id: 10,
    alias: 'pizzeria-demo-palermo',
    name: 'Palermo',
    timeZone: 'America/Argentina/Buenos_Aires',
  },
}

function viewed(answer: SignedInStaff | { status: number }) {
  const machine = consoleSignInMachine.provide({
    actors: {
      signIn: fromPromise(async () => {
        if ('status' in answer) throw answer
        return answer
      }),
    },
  })
  const actor = createActor(machine).start()
  const sent: ConsoleSignInEvent[] = []
  const send = (event: ConsoleSignInEvent) => {
    sent.push(event)
    actor.send(event)
  }
  return { actor, sent, view: () => connectConsoleSignIn(actor.getSnapshot(), send) }
}

describe('connectConsoleSignIn', () => {
  it('asks for both fields before trying', () => {
    const { view } = viewed(staff)
    view().submit()
    expect(view()).toMatchObject({ error: { key: 'consoleSignIn.fieldsRequired' }, busy: false })
    view().changeName('cocina')
    expect(view()).toMatchObject({ name: 'cocina', error: null })
  })

  it('is busy while signing in and stays busy once signed in (the page shows the board)', async () => {
    const { view, sent } = viewed(staff)
    view().changeName('cocina')
    view().changePassword('demo1234')
    view().submit()
    expect(view().busy).toBe(true)
    await settle()
    expect(view().busy).toBe(true)
    expect(sent.map((e) => e.type)).toEqual([
      'consoleSignIn.nameChanged',
      'consoleSignIn.passwordChanged',
      'consoleSignIn.submitted',
    ])
  })

  it('a wrong password keeps the name, clears the password and says why', async () => {
    const { view } = viewed({ status: 401 })
    view().changeName('cocina')
    view().changePassword('mal')
    view().submit()
    await settle()
    expect(view()).toMatchObject({
      name: 'cocina',
      password: '',
      busy: false,
      error: { key: 'orderConsole.wrongCredentials' },
    })
  })
})
