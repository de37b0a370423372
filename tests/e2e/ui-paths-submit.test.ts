import { checkoutSubmissionModel } from '../../machines/checkout-submission.model'
import { generatePaths } from '../../machines/graph/paths'
import { checkoutSubmissionMap } from '../ui-paths/maps/checkout-submission'
import { uiModel } from '../ui-paths/ui-cover'
import { replayMaps } from './ui-paths'

// The checkout's order button (its submit checks, the order, the payment link, the card's payment, WhatsApp
// or the console, the follow-up) replayed on the real checkout (tests/ui-paths): one browser for this shard.
// The cover takes one refused press (one invalid draft); each other invalid draft the page can produce is a
// form of its own, so every one is walked too: a press that stays on the form, its toast read.
replayMaps('the order button on the real UI', [[checkoutSubmissionModel, checkoutSubmissionMap]], {
  morePaths: (model, map, cover) => {
    const covered = new Set(cover.map((path) => JSON.stringify(path.steps.at(-1)?.event)))
    return generatePaths(uiModel(model, map)).filter((path) => {
      const last = path.steps.at(-1)
      return (
        path.steps.length === 2 &&
        last?.event.type === 'checkout.submitted' &&
        last.state.matches('idle') &&
        !covered.has(JSON.stringify(last.event))
      )
    })
  },
})
