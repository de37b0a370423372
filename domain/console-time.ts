import { TZDate } from '@date-fns/tz'
import { format } from 'date-fns'

/**
 * A console card's clock time (ordered at, scheduled for) in the branch's time zone, 24 h 'HH:mm':
 * staff read the venue's time, whatever zone the browser of the console is set to.
 */
export const consoleClock = (iso: string, timeZone: string): string =>
  format(new TZDate(new Date(iso).getTime(), timeZone), 'HH:mm')
