import type { SnapshotFrom } from 'xstate'
import type { LoyaltySignUp } from '../domain/loyalty'
import type { Message } from '../domain/message'
import type {
  LoyaltyHistoryRow,
  LoyaltyRedemptionEvent,
  loyaltyRedemptionMachine,
} from './loyalty-redemption.machine'

type Snapshot = SnapshotFrom<typeof loyaltyRedemptionMachine>
type Send = (event: LoyaltyRedemptionEvent) => void

/** The dialog's one mode at a time; 'closed' shows only the section's line. */
export type LoyaltyMode = 'closed' | 'info' | 'verify' | 'redeem' | 'signUp'

/** What the history list shows below its rows: the spinner, the error, or nothing more to read. */
export type LoyaltyHistoryStatus = 'loading' | 'failed' | 'more' | 'complete'

export interface LoyaltyView {
  programmeName: string
  /** the phone look-up found the diner: the balance shows and the buttons are live */
  hasCustomer: boolean
  balance: number
  /** points applied to the order; 0 hides 'Quitar' */
  redeemed: number
  /** the link brought a reward to claim */
  offersSignUp: boolean
  mode: LoyaltyMode
  /** the message of the open mode (a failed page, a wrong code, a limit, the sign-up's form) */
  error: Message | null
  openInfo: () => void
  openRedeem: () => void
  openSignUp: () => void
  close: () => void
  removeRedemption: () => void
  history: {
    rows: readonly LoyaltyHistoryRow[]
    status: LoyaltyHistoryStatus
    /** the list's end came into view (the observer, 20 px margin) */
    endReached: () => void
  }
  redeem: {
    points: number
    changePoints: (points: number) => void
    confirm: () => void
  }
  verify: {
    phone: string
    code: string
    sandboxCode: string | null
    sending: boolean
    confirming: boolean
    /** the code went out: the field and its button are live */
    canType: boolean
    changeCode: (code: string) => void
    submitCode: () => void
    resendCode: () => void
  }
  signUp: {
    form: LoyaltySignUp
    /** the claim is on its way: 'Continuar' waits */
    busy: boolean
    changeForm: (form: LoyaltySignUp) => void
    submit: () => void
  }
}

const modeOf = (snapshot: Snapshot): LoyaltyMode =>
  snapshot.hasTag('infoMode')
    ? 'info'
    : snapshot.hasTag('verifyMode')
      ? 'verify'
      : snapshot.hasTag('redeemMode')
        ? 'redeem'
        : snapshot.matches('signUp')
          ? 'signUp'
          : 'closed'

const historyStatusOf = (snapshot: Snapshot): LoyaltyHistoryStatus =>
  snapshot.hasTag('historyLoading')
    ? 'loading'
    : snapshot.matches({ info: 'failed' })
      ? 'failed'
      : snapshot.hasTag('historyComplete')
        ? 'complete'
        : 'more'

/**
 * The loyalty section's view model (2-checkout.md §4): what 'Mis {name}' shows in each mode and the events
 * its controls send. Pure, so node tests read every label rule without a browser.
 */
export function connectLoyalty(snapshot: Snapshot, send: Send): LoyaltyView {
  const { context } = snapshot
  return {
    programmeName: context.programme.name,
    hasCustomer: context.phone !== null,
    balance: context.balance,
    redeemed: context.redeemed,
    offersSignUp: context.rewardId !== null,
    mode: modeOf(snapshot),
    error: context.error,
    openInfo: () => send({ type: 'loyalty.infoOpened' }),
    openRedeem: () => send({ type: 'loyalty.redeemOpened' }),
    openSignUp: () => send({ type: 'loyalty.signUpOpened' }),
    close: () => send({ type: 'loyalty.closed' }),
    removeRedemption: () => send({ type: 'loyalty.redemptionRemoved' }),
    history: {
      rows: context.history,
      status: historyStatusOf(snapshot),
      endReached: () => send({ type: 'loyalty.historyEndReached' }),
    },
    redeem: {
      points: context.points,
      changePoints: (points) => send({ type: 'loyalty.pointsChanged', points }),
      confirm: () => send({ type: 'loyalty.redeemConfirmed' }),
    },
    verify: {
      phone: context.phone ?? '',
      code: context.code,
      sandboxCode: context.sandboxCode,
      sending: snapshot.matches({ verify: 'requesting' }),
      confirming: snapshot.matches({ verify: 'confirming' }),
      canType: snapshot.hasTag('codeEntry'),
      changeCode: (code) => send({ type: 'loyalty.codeChanged', code }),
      submitCode: () => send({ type: 'loyalty.codeSubmitted' }),
      resendCode: () => send({ type: 'loyalty.codeResent' }),
    },
    signUp: {
      form: context.form,
      busy: snapshot.hasTag('busy'),
      changeForm: (form) => send({ type: 'loyalty.signUpChanged', form }),
      submit: () => send({ type: 'loyalty.signUpSubmitted' }),
    },
  }
}
