import { whatsAppHandoffModel } from '../../machines/whatsapp-handoff.model'
import { whatsAppHandoffMap } from '../ui-paths/maps/whatsapp-handoff'
import { replayMaps } from './ui-paths'

// The WhatsApp hand-off replayed on the real follow-up (tests/ui-paths): one browser for this shard.
replayMaps('the WhatsApp hand-off on the real UI', [[whatsAppHandoffModel, whatsAppHandoffMap]])
