import {
  CHAT_SOCKET_CLOSE,
  CHAT_STREAM_EVENT,
  type ChatMessageView,
  type ChatSocketFrame,
} from '@carespace/domain';

export interface ChatConnectionHandlers {
  onMessage: (message: ChatMessageView) => void;
  /** True once the server has sent everything missed and the conversation is live; false while reconnecting. */
  onStatus?: (live: boolean) => void;
  /**
   * The session ended while the conversation was open (signed out in another window, timed out, the account
   * changed): the connection has stopped for good, and only signing in again brings the conversation back.
   */
  onSessionEnded?: () => void;
}

/** Reconnect pauses: from half a second, doubling to 15 s, with jitter so a restarted server is not stampeded. */
const RETRY_MIN_MS = 500;
const RETRY_MAX_MS = 15_000;
/** A WebSocket that fails this many times without ever opening is taken to be blocked on the way (a proxy). */
const SOCKET_FAILURES_BEFORE_FALLBACK = 3;

/**
 * The chat's live connection: a WebSocket that reconnects by itself after a drop and names the last message it
 * had (`?after=`), so the server sends each missed message exactly once. Should the WebSocket never open (a proxy
 * that refuses upgrades), the Server-Sent Events stream takes over, resuming the same way. Returns the close.
 */
export function openChatConnection(
  chatId: string,
  afterSeq: number,
  handlers: ChatConnectionHandlers,
): () => void {
  let lastSeq = afterSeq;
  let stopped = false;
  let attempt = 0;
  let failedOpens = 0;
  let socket: WebSocket | null = null;
  let stream: EventSource | null = null;
  let retry: ReturnType<typeof setTimeout> | null = null;

  const endSession = () => {
    if (stopped) return;
    stopped = true;
    if (retry) clearTimeout(retry);
    stream?.close();
    stream = null;
    handlers.onStatus?.(false);
    handlers.onSessionEnded?.();
  };

  const take = (message: ChatMessageView) => {
    // The server sends in order and only what comes after; this also keeps a late duplicate out.
    if (message.seq <= lastSeq) return;
    lastSeq = message.seq;
    handlers.onMessage(message);
  };

  const path = `/api/propertyChat/${encodeURIComponent(chatId)}`;

  const openSocket = () => {
    const scheme = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
    const current = new WebSocket(`${scheme}//${window.location.host}${path}/socket?after=${lastSeq}`);
    socket = current;
    let opened = false;
    current.onopen = () => {
      opened = true;
      failedOpens = 0;
    };
    current.onmessage = (event) => {
      let frame: ChatSocketFrame;
      try {
        frame = JSON.parse(String(event.data)) as ChatSocketFrame;
      } catch {
        return;
      }
      if (frame.type === 'message') take(frame.message);
      else if (frame.type === 'ready') {
        attempt = 0;
        handlers.onStatus?.(true);
      }
    };
    current.onclose = (event) => {
      if (socket !== current) return;
      socket = null;
      handlers.onStatus?.(false);
      if (stopped) return;
      // A session that ended will not come back by retrying: the page offers to sign in again.
      if (event.code === CHAT_SOCKET_CLOSE.sessionEnded) {
        endSession();
        return;
      }
      if (!opened) failedOpens += 1;
      scheduleReconnect();
    };
  };

  const openStream = () => {
    // EventSource reconnects by itself and resends the last event id (the sequence number) it saw.
    const current = new EventSource(`${path}/stream?after=${lastSeq}`, { withCredentials: true });
    stream = current;
    current.onmessage = (event) => {
      try {
        take(JSON.parse(event.data) as ChatMessageView);
      } catch {
        // A malformed frame is skipped; the resume point stays where it was.
      }
    };
    current.addEventListener(CHAT_STREAM_EVENT.ready, () => handlers.onStatus?.(true));
    // The server's last word before it ends the stream: reconnecting would only be refused.
    current.addEventListener(CHAT_STREAM_EVENT.sessionEnded, endSession);
    current.onerror = () => handlers.onStatus?.(false);
  };

  const connect = () => {
    retry = null;
    if (stopped) return;
    if (failedOpens >= SOCKET_FAILURES_BEFORE_FALLBACK && typeof EventSource !== 'undefined') openStream();
    else openSocket();
  };

  function scheduleReconnect() {
    if (retry || stopped) return;
    const pause = Math.min(RETRY_MAX_MS, RETRY_MIN_MS * 2 ** attempt) * (0.5 + Math.random() / 2);
    attempt += 1;
    retry = setTimeout(connect, pause);
  }

  // Back on the network, or back to the tab: try now rather than at the end of a long pause.
  const retryNow = () => {
    if (stopped || socket || stream || !retry) return;
    clearTimeout(retry);
    connect();
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') retryNow();
  };
  window.addEventListener('online', retryNow);
  document.addEventListener('visibilitychange', onVisible);

  connect();

  return () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    window.removeEventListener('online', retryNow);
    document.removeEventListener('visibilitychange', onVisible);
    socket?.close();
    socket = null;
    stream?.close();
    stream = null;
  };
}
