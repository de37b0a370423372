// The texts of the counter board, the console's pick-up by number and the diner's ready notice.
import { addAreas } from '../app-catalogue'
import { counterBoard } from '../es/counter-board'

addAreas({ counterBoard })
