import type { ReactNode } from 'react'
import { useT } from '../../../lib/use-t'
import { BellIcon, BellOffIcon } from './console-icons'
import '../../../../i18n/areas/console'

export type LinkState = 'live' | 'connecting' | 'offline' | 'loadFailed'

const LINK_STYLE: Record<LinkState, string> = {
  live: 'bg-green-800 text-white',
  connecting: 'bg-gray-200 text-gray-900',
  offline: 'bg-red-700 text-white',
  loadFailed: 'bg-red-700 text-white',
}

const LINK_TEXT = {
  live: 'orderConsole.liveConnected',
  connecting: 'orderConsole.liveConnecting',
  offline: 'orderConsole.liveReconnecting',
  loadFailed: 'orderConsole.loadFailed',
} as const

/** Whether the board is live, in a pill that reads from across the kitchen. */
function LinkIndicator({ link }: { link: LinkState }) {
  const t = useT()
  return (
    <p
      role="status"
      data-link={link}
      className={`inline-flex items-center gap-2 rounded-full px-3 py-1 text-base font-bold ${LINK_STYLE[link]}`}
    >
      <span
        aria-hidden="true"
        className={`size-3 rounded-full ${link === 'live' ? 'bg-green-300' : link === 'connecting' ? 'bg-gray-500' : 'bg-white'}`}
      />
      {t(LINK_TEXT[link])}
    </p>
  )
}

/** Silences the new-order sound or turns it back on; says which it is now. */
function SoundToggle({ on, onToggle }: { on: boolean; onToggle: () => void }) {
  const t = useT()
  return (
    <button
      type="button"
      onClick={onToggle}
      className={`inline-flex min-h-11 items-center gap-2 rounded-lg border-2 px-3 font-semibold ${on ? 'border-gray-700 bg-white' : 'border-amber-600 bg-amber-100'}`}
    >
      {on ? <BellIcon className="text-xl" /> : <BellOffIcon className="text-xl" />}
      {t(on ? 'orderConsole.soundMute' : 'orderConsole.soundUnmute')}
      {!on && <span className="sr-only">{` · ${t('orderConsole.soundMutedNow')}`}</span>}
    </button>
  )
}

/** The console's one-line header: who and where, the live link, the sound, and the local's controls. */
export function ConsoleHeader({
  subtitle,
  link,
  soundOn,
  onSoundToggle,
  controls,
}: {
  subtitle: string
  link: LinkState
  soundOn: boolean
  onSoundToggle: () => void
  controls: ReactNode
}) {
  const t = useT()
  return (
    <header className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-gray-300 bg-white px-3 py-1.5">
      <div className="flex flex-wrap items-baseline gap-x-3">
        <h1 className="text-xl font-bold">{t('orderConsole.title')}</h1>
        <p className="text-sm text-gray-700">{subtitle}</p>
      </div>
      <div className="ml-auto flex flex-wrap items-center gap-3">
        <LinkIndicator link={link} />
        <SoundToggle on={soundOn} onToggle={onSoundToggle} />
        {controls}
      </div>
    </header>
  )
}
