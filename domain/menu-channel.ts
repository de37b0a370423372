/**
 * The live channel of a local's open menus (issue 36): the back office publishes on it after a price
 * change or an 86, and a diner's menu page listening on it reads the menu again.
 */
export const menuChannel = (localId: number) => `menu-${localId}`
