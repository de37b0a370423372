// The texts of the support chat (the diner's chat and the console's 'Mensajes').
import { addAreas } from '../app-catalogue'
import { support } from '../es/support'

addAreas({ support })
