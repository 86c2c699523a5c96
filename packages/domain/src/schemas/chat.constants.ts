/** The chat's live connection: its close codes and stream events, shared by the server and the page. */

/**
 * Close codes of the chat's WebSocket beyond the standard ones. (Refusals known before the socket opens — no
 * session, another organization's chat, another site's page — are answered on the upgrade request itself: 401,
 * 404 or 403, and no socket is opened.)
 */
export const CHAT_SOCKET_CLOSE = {
  /**
   * The session ended (signed out here or in another window, timed out, the account deactivated, every other
   * session ended by a password change) while the socket was open. A client stops reconnecting: the same request
   * would be refused again.
   */
  sessionEnded: 4401,
  /** The session lives on but what its user may do changed (a role, an organization): reconnect to be judged again. */
  accessChanged: 4403,
  /** The server is going away (a deploy); reconnect, to another process. */
  goingAway: 1001,
  /** The client could not keep up (its buffer grew too large); reconnect and resume. */
  tryAgainLater: 1013,
} as const;

/** The close reason of a socket, and the data of the stream's last event, when the session has ended. */
export const CHAT_SESSION_ENDED = 'Your session has ended. Please sign in again.';

/**
 * Named events of the chat's event stream (unnamed events are messages). After `session-ended` the server ends
 * the stream and a client must not reconnect.
 */
export const CHAT_STREAM_EVENT = { ready: 'ready', sessionEnded: 'session-ended' } as const;
