import { useId } from 'react'
import type { BoardEntry } from '../../../../domain/counter-board'
import type { CounterBoardFeed } from '../../../../machines/counter-board.machine'
import { useT } from '../../../lib/use-t'
import '../../../../i18n/areas/counter-board'

// Read at 5 m: the numbers take a sixth of the screen's short side (about 180 px on a 1080p TV).
const NUMBER = 'font-black tabular-nums leading-none text-[16vmin]'

function Column({
  title,
  empty,
  entries,
  ready,
}: {
  title: string
  empty: string
  entries: readonly BoardEntry[]
  ready: boolean
}) {
  const t = useT()
  const titleId = useId()
  return (
    <section
      aria-labelledby={titleId}
      data-column={ready ? 'ready' : 'preparing'}
      className={`flex min-h-0 flex-col gap-[2vmin] rounded-[3vmin] p-[3vmin] ${
        ready ? 'bg-brand text-brand-contrast' : 'bg-white/10'
      }`}
    >
      <h2 id={titleId} className="font-extrabold text-[6vmin] leading-tight">
        {title}
      </h2>
      {entries.length === 0 ? (
        <p className="text-[3.5vmin] opacity-70">{empty}</p>
      ) : (
        <ul
          className="flex flex-wrap content-start gap-x-[5vmin] gap-y-[3vmin] overflow-hidden"
          aria-live={ready ? 'polite' : undefined}
        >
          {entries.map((entry) => (
            <li
              key={entry.number}
              className="flex flex-col items-center"
              aria-label={
                entry.name
                  ? t('counterBoard.numberWithName', { number: entry.number, name: entry.name })
                  : t('counterBoard.number', { number: entry.number })
              }
            >
              <span className={NUMBER}>{entry.number}</span>
              {entry.name ? (
                <span className="max-w-[30vmin] truncate text-[3.5vmin]">{entry.name}</span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

/** The two columns: numbers being prepared, and numbers to pick up (the latest first). */
export function BoardColumns({ board }: { board: CounterBoardFeed }) {
  const t = useT()
  return (
    <div className="grid min-h-0 flex-1 grid-cols-2 gap-[3vmin]">
      <Column
        title={t('counterBoard.preparing')}
        empty={t('counterBoard.emptyPreparing')}
        entries={board.preparing}
        ready={false}
      />
      <Column
        title={t('counterBoard.ready')}
        empty={t('counterBoard.emptyReady')}
        entries={board.ready}
        ready
      />
    </div>
  )
}
