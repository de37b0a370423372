/**
 * Resolves in a task of its own: the work after it does not lengthen the task that is running, which on a
 * slow phone keeps each piece of the app's start short enough for the page to answer a tap between them.
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0))
