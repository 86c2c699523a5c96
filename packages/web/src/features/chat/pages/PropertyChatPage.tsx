import ArrowLeftOutlined from '@ant-design/icons-svg/es/asn/ArrowLeftOutlined';
import SendOutlined from '@ant-design/icons-svg/es/asn/SendOutlined';
import type { ChatMessageView, Identity } from '@carespace/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/plain/Alert.tsx';
import { Card } from '../../../components/plain/Card.tsx';
import { Empty } from '../../../components/plain/Empty.tsx';
import { Skeleton } from '../../../components/plain/Skeleton.tsx';
import { Tag } from '../../../components/plain/Tag.tsx';
import { SvgIcon } from '../../../components/SvgIcon.tsx';
import { IDENTITY_QUERY_KEY } from '../../../lib/query-client.ts';
import { signalUnauthorized } from '../../../lib/unauthorized.ts';
import {
  chatsKey,
  fetchHistory,
  markChatRead,
  newClientMessageId,
  sendChatMessage,
  useChats,
} from '../api/chat-api.ts';
import { openChatConnection } from '../api/chat-connection.ts';
import { mergeMessages, type ShownMessage } from '../components/merge-messages.ts';
import './PropertyChatPage.css';

const TIME = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

function Conversation({
  chatId,
  userId,
  title,
  subtitle,
  onBack,
}: {
  chatId: string;
  userId: string | null;
  title: string;
  subtitle: string | null;
  onBack: () => void;
}) {
  const queryClient = useQueryClient();
  const [messages, setMessages] = useState<ShownMessage[]>([]);
  const [hasMore, setHasMore] = useState(false);
  const [loading, setLoading] = useState(true);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [live, setLive] = useState(false);
  const [sessionEnded, setSessionEnded] = useState(false);
  const [draft, setDraft] = useState('');
  const bottom = useRef<HTMLDivElement>(null);
  const readUpTo = useRef(0);

  const markRead = useCallback(
    (stored: readonly ChatMessageView[]) => {
      const last = stored.reduce((max, m) => Math.max(max, m.seq), 0);
      if (last > readUpTo.current) {
        readUpTo.current = last;
        void markChatRead(chatId, last).then(() => queryClient.invalidateQueries({ queryKey: chatsKey }));
      }
    },
    [chatId, queryClient],
  );

  useEffect(() => {
    let close: (() => void) | null = null;
    let cancelled = false;
    setMessages([]);
    setLoading(true);
    setLoadError(null);
    setSessionEnded(false);
    readUpTo.current = 0;
    fetchHistory(chatId)
      .then((page) => {
        if (cancelled) return;
        setMessages(mergeMessages([], page.messages));
        setHasMore(page.hasMore);
        setLoading(false);
        markRead(page.messages);
        const after = page.messages.at(-1)?.seq ?? 0;
        close = openChatConnection(chatId, after, {
          onMessage: (message) => {
            setMessages((shown) => mergeMessages(shown, [message]));
            markRead([message]);
          },
          onStatus: setLive,
          onSessionEnded: () => setSessionEnded(true),
        });
      })
      .catch((error: Error) => {
        if (cancelled) return;
        setLoadError(error.message);
        setLoading(false);
      });
    return () => {
      cancelled = true;
      close?.();
    };
  }, [chatId, markRead]);

  const count = messages.length;
  useEffect(() => {
    if (count > 0) bottom.current?.scrollIntoView({ block: 'end' });
  }, [count]);

  const loadEarlier = async () => {
    const first = messages.find((m) => m.seq !== null)?.seq;
    if (!first) return;
    const page = await fetchHistory(chatId, first);
    setMessages((shown) => mergeMessages(shown, page.messages));
    setHasMore(page.hasMore);
  };

  const send = async (pending: ShownMessage) => {
    setMessages((shown) => mergeMessages(shown, [{ ...pending, failed: false } as never]));
    try {
      const stored = await sendChatMessage(chatId, {
        clientMessageId: pending.clientMessageId,
        body: pending.body,
      });
      setMessages((shown) => mergeMessages(shown, [stored]));
      markRead([stored]);
    } catch {
      setMessages((shown) => mergeMessages(shown, [{ ...pending, failed: true } as never]));
    }
  };

  const submit = () => {
    const body = draft.trim();
    if (!body || !userId || sessionEnded) return;
    setDraft('');
    void send({
      id: '',
      seq: null,
      chatId,
      clientMessageId: newClientMessageId(),
      senderUserId: userId,
      senderOrganizationId: null,
      senderName: null,
      body,
      attachments: [],
      createdOn: new Date().toISOString(),
    });
  };

  return (
    <Card className="cs-chat__conversation">
      <div className="cs-chat__header">
        <button
          type="button"
          onClick={onBack}
          className="cs-chat__back cs-chat__icon-button"
          aria-label="Back to conversations"
        >
          <SvgIcon icon={ArrowLeftOutlined} />
        </button>
        <div className="cs-chat__heading">
          <strong className="cs-chat__title">{title}</strong>
          {subtitle ? <span className="cs-chat__subtitle">{subtitle}</span> : null}
        </div>
        <Tag color={live ? 'success' : 'default'} className="cs-chat__live">
          {sessionEnded ? 'Signed out' : live ? 'Live' : 'Connecting…'}
        </Tag>
      </div>
      {sessionEnded ? (
        <Alert
          className="cs-chat__ended"
          type="warning"
          title="Your session has ended"
          description="New messages no longer arrive here: you signed out in another window, or your session timed out. Sign in again to pick up this conversation where you left off."
          action={
            <button type="button" className="cs-button cs-chat__button" onClick={signalUnauthorized}>
              Sign in again
            </button>
          }
        />
      ) : null}
      <div className="cs-chat__messages" aria-live="polite" data-testid="chat-messages">
        {loading ? <Skeleton rows={4} /> : null}
        {loadError ? (
          <Alert type="error" title={`We could not load this conversation - ${loadError}`} />
        ) : null}
        {hasMore ? (
          <button type="button" className="cs-chat__link" onClick={() => void loadEarlier()}>
            Show earlier messages
          </button>
        ) : null}
        {!loading && !loadError && messages.length === 0 ? (
          <Empty description="No messages yet. Say hello and suggest a time to visit the space." />
        ) : null}
        {messages.map((m) => {
          const mine = m.senderUserId === userId;
          if ('system' in m && m.system) {
            // Carespace's own notice (a booking made or cancelled): centred, from no one in particular.
            return (
              <div key={`${m.senderUserId}:${m.clientMessageId}`} className="cs-chat__notice" role="note">
                <div className="cs-chat__text">{m.body}</div>
                <div className="cs-chat__meta">{TIME.format(new Date(m.createdOn))}</div>
              </div>
            );
          }
          return (
            <div
              key={`${m.senderUserId}:${m.clientMessageId}`}
              className={`cs-chat__bubble${mine ? ' cs-chat__bubble--mine' : ''}`}
            >
              {!mine && m.senderName ? <div className="cs-chat__sender">{m.senderName}</div> : null}
              <div className="cs-chat__text">{m.body}</div>
              <div className="cs-chat__meta">
                {m.failed ? (
                  <button
                    type="button"
                    className="cs-chat__link cs-chat__link--danger"
                    onClick={() => void send(m)}
                  >
                    Not sent — try again
                  </button>
                ) : m.seq === null ? (
                  'Sending…'
                ) : (
                  TIME.format(new Date(m.createdOn))
                )}
              </div>
            </div>
          );
        })}
        <div ref={bottom} />
      </div>
      <form
        className="cs-chat__composer"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Composer
          value={draft}
          onChange={setDraft}
          onEnter={submit}
          placeholder={sessionEnded ? 'Sign in again to reply' : 'Write a message'}
          disabled={sessionEnded}
        />
        <button type="submit" className="cs-button cs-chat__button" disabled={sessionEnded || !draft.trim()}>
          <SvgIcon icon={SendOutlined} />
          Send
        </button>
      </form>
    </Card>
  );
}

/** The text lines a message box grows to before it scrolls, as antd's autoSize had it. */
const MAX_ROWS = 5;

/**
 * The message box: one line that grows with what is written up to five, Enter sends and Shift+Enter starts a new
 * line (a key pressed to pick a character in an input method is left to it).
 */
function Composer({
  value,
  onChange,
  onEnter,
  placeholder,
  disabled,
}: {
  value: string;
  onChange: (value: string) => void;
  onEnter: () => void;
  placeholder: string;
  disabled: boolean;
}) {
  const id = useId();
  const box = useRef<HTMLTextAreaElement>(null);

  // Sized from its content after each change: the height of its text, between one line and MAX_ROWS lines.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the height follows the text it shows
  useLayoutEffect(() => {
    const area = box.current;
    if (!area) return;
    const style = getComputedStyle(area);
    const line = Number.parseFloat(style.lineHeight) || 22;
    const padding = Number.parseFloat(style.paddingTop) + Number.parseFloat(style.paddingBottom);
    const border = Number.parseFloat(style.borderTopWidth) + Number.parseFloat(style.borderBottomWidth);
    const most = line * MAX_ROWS + padding + border;
    area.style.height = 'auto';
    // scrollHeight counts the padding but not the border (the box is sized border-box).
    const needed = area.scrollHeight + border;
    area.style.height = `${Math.min(needed, most)}px`;
    area.style.overflowY = needed > most ? 'auto' : 'hidden';
  }, [value]);

  return (
    <>
      <label htmlFor={id} className="cs-visually-hidden">
        Message
      </label>
      <textarea
        ref={box}
        id={id}
        className="cs-chat__input"
        rows={1}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            onEnter();
          }
        }}
        maxLength={4000}
        placeholder={placeholder}
        disabled={disabled}
      />
    </>
  );
}

/** Property Chat: the conversations opened by approved applications, with unread counts, and one open. */
export default function PropertyChatPage() {
  const identity = useQueryClient().getQueryData<Identity | null>(IDENTITY_QUERY_KEY) ?? null;
  const [params, setParams] = useSearchParams();
  const selected = params.get('propertyChat_id');
  const chats = useChats();
  const current = (chats.data ?? []).find((chat) => chat.id === selected);

  const choose = (id: string | null) => {
    const next = new URLSearchParams(params);
    if (id) next.set('propertyChat_id', id);
    else next.delete('propertyChat_id');
    setParams(next);
  };

  return (
    <div className={`cs-chat${selected ? ' cs-chat--open' : ''}`}>
      <Card className="cs-chat__list" title="Conversations">
        {chats.isError ? (
          <Alert type="error" title={`We could not load your conversations - ${chats.error.message}`} />
        ) : chats.isPending ? (
          <Skeleton className="cs-chat__list-loading" />
        ) : (chats.data ?? []).length === 0 ? (
          <Empty
            image={false}
            className="cs-chat__list-empty"
            description="No conversations yet. A chat opens when an application is approved."
          />
        ) : (
          <ul className="cs-chat__items">
            {(chats.data ?? []).map((chat) => (
              <li
                key={chat.id}
                className={`cs-chat__item${chat.id === selected ? ' cs-chat__item--active' : ''}`}
                data-testid="chat-item"
              >
                {/* A button, not a clickable row: reachable with Tab, and no heading level skipped for a title. */}
                <button
                  type="button"
                  className="cs-chat__item-button"
                  onClick={() => choose(chat.id)}
                  aria-current={chat.id === selected ? 'true' : undefined}
                >
                  <span className="cs-chat__item-title">
                    <span>{chat.otherOrganizationName ?? 'Conversation'}</span>
                    {chat.unreadCount > 0 ? (
                      <span>
                        <span className="cs-chat__badge" aria-hidden="true">
                          {chat.unreadCount > 99 ? '99+' : chat.unreadCount}
                        </span>
                        <span className="cs-visually-hidden">{chat.unreadCount} unread</span>
                      </span>
                    ) : null}
                  </span>
                  <span className="cs-chat__item-property">{chat.propertyTitle}</span>
                  {chat.lastMessage ? <span className="cs-chat__item-last">{chat.lastMessage}</span> : null}
                </button>
              </li>
            ))}
          </ul>
        )}
      </Card>
      {selected ? (
        <Conversation
          key={selected}
          chatId={selected}
          userId={identity?.id ?? null}
          title={current?.otherOrganizationName ?? 'Conversation'}
          subtitle={current?.propertyTitle ?? null}
          onBack={() => choose(null)}
        />
      ) : (
        <Card className="cs-chat__placeholder">
          <Empty description="Choose a conversation to read and reply." />
        </Card>
      )}
    </div>
  );
}
