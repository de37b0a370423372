/**
 * The close code a node sends its websockets when it is going away (a restart, a scale-down): 1012,
 * "Service Restart" in the IANA WebSocket close-code registry. A client hearing it reconnects at once —
 * the load balancer hands it to another node — and reads everything again, instead of backing off as
 * after a failure.
 */
export const RECONNECT_NOW_CLOSE_CODE = 1012

/** Clients spread their reconnects over this many milliseconds, so a node's sockets do not land at once. */
export const RECONNECT_NOW_SPREAD_MS = 500
