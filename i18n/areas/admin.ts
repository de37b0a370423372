// The texts of the back office at /admin (issue 36), loaded with its lazily loaded screens.
import { addAreas } from '../app-catalogue'
import { admin } from '../es/admin'
import { consoleSignIn } from '../es/console-sign-in'

addAreas({ admin, consoleSignIn })
