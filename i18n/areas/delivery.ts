// The texts of the delivery side: the rider's screens and the diner's live tracking.
import { addAreas } from '../app-catalogue'
import { rider } from '../es/rider'
import { shipment } from '../es/shipment'
import { tracking } from '../es/tracking'

addAreas({ rider, shipment, tracking })
