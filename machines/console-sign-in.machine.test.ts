import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import {
  type ConsoleSignInEmitted,
  consoleSignInMachine,
  type SignedInStaff,
  signInFailureMessage,
} from './console-sign-in.machine'
import { consoleSignInModel } from './console-sign-in.model'
import { describeModel } from './graph/describe-model'

describeModel(consoleSignInModel, {
  eachStep: ({ event, snapshot }) => {
    if (event.type === 'xstate.error.actor.signIn') {
      expect(snapshot.context.password).toBe('')
      expect(snapshot.context.error).toEqual(signInFailureMessage((event as { error?: unknown }).error))
    }
    if (snapshot.matches('signingIn')) expect(snapshot.context.error).toBeNull()
  },
})

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

function run(answer: () => Promise<SignedInStaff>) {
  const sent: { name: string; password: string }[] = []
  const emitted: ConsoleSignInEmitted[] = []
  const actor = createActor(
    consoleSignInMachine.provide({
      actors: {
        signIn: fromPromise(async ({ input }: { input: { name: string; password: string } }) => {
          sent.push(input)
          return answer()
        }),
      },
    }),
  )
  actor.on('*', (e) => emitted.push(e as ConsoleSignInEmitted))
  actor.start()
  return { actor, sent, emitted }
}

const fill = (actor: ReturnType<typeof run>['actor'], name: string, password: string) => {
  actor.send({ type: 'consoleSignIn.nameChanged', name })
  actor.send({ type: 'consoleSignIn.passwordChanged', password })
  actor.send({ type: 'consoleSignIn.submitted' })
}

describe('console sign-in', () => {
  it('asks for both fields before calling the server', () => {
    const { actor, sent } = run(async () => ({
      id: 1,
      name: 'encargado',
      local: {
        id: 2,
        alias: 'pizzeria-demo-palermo',
        name: 'Palermo',
        timeZone: 'America/Argentina/Buenos_Aires',
      },
    }))
    fill(actor, '  ', 'x')
    expect(actor.getSnapshot().context.error).toEqual({ key: 'consoleSignIn.fieldsRequired' })
    expect(sent).toEqual([])
  })

  it('signs in with the trimmed name and hands the staff member over', async () => {
    const { actor, sent, emitted } = run(async () => ({
      id: 4,
      name: 'encargado',
      local: {
        id: 2,
        alias: 'pizzeria-demo-palermo',
        name: 'Palermo',
        timeZone: 'America/Argentina/Buenos_Aires',
      },
    }))
    fill(actor, ' encargado ', 'palermo1234')
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    await settle()
    expect(sent).toEqual([{ name: 'encargado', password: 'palermo1234' }])
    expect(emitted).toEqual([
      {
        type: 'signedIn',
        staff: {
          id: 4,
          name: 'encargado',
          local: {
            id: 2,
            alias: 'pizzeria-demo-palermo',
            name: 'Palermo',
            timeZone: 'America/Argentina/Buenos_Aires',
          },
        },
      },
    ])
    expect(actor.getSnapshot().status).toBe('done')
  })

  it('says the password is wrong (401) or that there were too many attempts (429), keeping the name', async () => {
    for (const [status, key] of [
      [401, 'orderConsole.wrongCredentials'],
      [429, 'consoleSignIn.tooManyAttempts'],
      [503, 'consoleSignIn.failed'],
    ] as const) {
      const { actor } = run(async () => {
        throw { status }
      })
      fill(actor, 'encargado', 'mal')
      await settle()
      expect(actor.getSnapshot().context).toEqual({ name: 'encargado', password: '', error: { key } })
      actor.send({ type: 'consoleSignIn.passwordChanged', password: 'o' })
      expect(actor.getSnapshot().context.error).toBeNull()
    }
  })
})
