// The texts of the nearby-venue guide.
import { addAreas } from '../app-catalogue'
import { guide } from '../es/guide'

addAreas({ guide })
