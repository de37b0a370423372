// The texts of the back office at /admin (issue 36), loaded with its lazily loaded screens.
import { addAreas } from '../app-catalogue'
import { admin } from '../es/admin'
import { adminPrices } from '../es/admin-prices'
import { consoleSignIn } from '../es/console-sign-in'

addAreas({ admin, adminPrices, consoleSignIn })
