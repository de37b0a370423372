import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { describeModel } from './graph/describe-model'
import { readyNoticeMachine } from './ready-notice.machine'
import { readyNoticeModel } from './ready-notice.model'

describeModel(readyNoticeModel, {
  eachStep: ({ event, snapshot, emitted }) => {
    const alerts = emitted.filter((e) => e.type === 'notice.alert')
    // an alert only when a waiting order turns ready, notifying only with the diner's leave
    if (alerts.length > 0) {
      expect(event).toEqual({ type: 'order.seen', ready: true, counter: true })
      expect(alerts).toEqual([{ type: 'notice.alert', notify: snapshot.context.permission === 'granted' }])
    }
    if (emitted.some((e) => e.type === 'notice.askPermission'))
      expect(snapshot.context.permission).toBe('default')
  },
})

describe('ready notice', () => {
  it('alerts once when the order becomes ready, not when it was ready on the first read', () => {
    const quiet = createActor(readyNoticeMachine).start()
    const heard: string[] = []
    quiet.on('*', (e) => heard.push(e.type))
    quiet.send({ type: 'order.seen', ready: true, counter: true })
    expect(quiet.getSnapshot().hasTag('ready')).toBe(true)
    expect(heard).toEqual([])

    const live = createActor(readyNoticeMachine).start()
    const alerts: unknown[] = []
    live.on('notice.alert', (e) => alerts.push(e))
    live.send({ type: 'notice.permission', permission: 'granted' })
    live.send({ type: 'order.seen', ready: false, counter: true })
    live.send({ type: 'order.seen', ready: true, counter: true })
    live.send({ type: 'order.seen', ready: true, counter: true })
    expect(alerts).toEqual([{ type: 'notice.alert', notify: true }])
    live.send({ type: 'order.seen', ready: false, counter: true })
    expect(live.getSnapshot().status).toBe('done')
  })
})
