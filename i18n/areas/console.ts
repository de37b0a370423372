// The texts of the staff's orders console.
import { addAreas } from '../app-catalogue'
import { consoleAvailability } from '../es/console-availability'
import { consoleSignIn } from '../es/console-sign-in'
import { consoleStack } from '../es/console-stack'
import { orderConsole } from '../es/order-console'

addAreas({ orderConsole, consoleAvailability, consoleStack, consoleSignIn })
