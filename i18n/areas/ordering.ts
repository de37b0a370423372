// The texts of ordering screens beyond the menu: checkout, payment, codes, loyalty, schedule, the
// kiosk's keypad and the survey. Imported by those screens' modules, which need them before rendering.
import { addAreas } from '../app-catalogue'
import { checkout } from '../es/checkout'
import { discount } from '../es/discount'
import { kiosk } from '../es/kiosk'
import { loyalty } from '../es/loyalty'
import { payment } from '../es/payment'
import { phoneCode } from '../es/phone-code'
import { schedule } from '../es/schedule'
import { survey } from '../es/survey'
import { whatsapp } from '../es/whatsapp'

addAreas({ checkout, discount, kiosk, loyalty, payment, phoneCode, schedule, survey, whatsapp })
