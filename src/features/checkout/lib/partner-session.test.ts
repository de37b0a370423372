import { describe, expect, it } from 'vitest'
import { readPartnerSession } from './partner-session'

describe("an external loyalty partner's user", () => {
  it('is read from the three partner cookies among others', () => {
    expect(
      readPartnerSession(
        'a=1; tucan_partner=club-demo; tucan_partner_user=socio%2042; tucan_partner_session=s3ss10n',
      ),
    ).toEqual({ partner: 'club-demo', externalUserId: 'socio 42', session: 's3ss10n' })
  })

  it('is nobody when a cookie is missing or the partner name is not one the contract takes', () => {
    expect(readPartnerSession('tucan_partner=club-demo; tucan_partner_user=u')).toBeNull()
    expect(
      readPartnerSession('tucan_partner=Club Demo; tucan_partner_user=u; tucan_partner_session=s'),
    ).toBeNull()
    expect(readPartnerSession('')).toBeNull()
  })
})
