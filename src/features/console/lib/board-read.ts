import { createContext, useContext } from 'react'

/**
 * Reads today's board again (the board machine's read, as when the server says it may have lost notices):
 * for a view whose write showed the board was behind (a stack or a transition refused with 409) or that
 * changed an order itself. The board lives on its live socket; a notice lost on a flaky link would
 * otherwise leave it stale until the next reconnect. The board provides it; outside one it does nothing.
 */
export const BoardRead = createContext<() => void>(() => {})

export const useReadBoardAgain = () => useContext(BoardRead)
