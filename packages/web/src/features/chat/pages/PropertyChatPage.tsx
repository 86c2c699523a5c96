import { ArrowLeftOutlined, SendOutlined } from '@ant-design/icons';
import type { ChatMessageView, Identity } from '@carespace/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Badge, Button, Card, Empty, Input, List, Skeleton, Tag, Typography } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
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
    <Card className="cs-chat__conversation" styles={{ body: { padding: 0 } }}>
      <div className="cs-chat__header">
        <Button
          type="text"
          icon={<ArrowLeftOutlined />}
          onClick={onBack}
          className="cs-chat__back"
          aria-label="Back to conversations"
        />
        <div className="cs-chat__heading">
          <Typography.Text strong>{title}</Typography.Text>
          {subtitle ? <Typography.Text type="secondary">{subtitle}</Typography.Text> : null}
        </div>
        <Tag color={live ? 'success' : 'default'} className="cs-chat__live">
          {sessionEnded ? 'Signed out' : live ? 'Live' : 'Connecting…'}
        </Tag>
      </div>
      {sessionEnded ? (
        <Alert
          className="cs-chat__ended"
          type="warning"
          showIcon
          title="Your session has ended"
          description="New messages no longer arrive here: you signed out in another window, or your session timed out. Sign in again to pick up this conversation where you left off."
          action={
            <Button type="primary" onClick={signalUnauthorized}>
              Sign in again
            </Button>
          }
        />
      ) : null}
      <div className="cs-chat__messages" aria-live="polite" data-testid="chat-messages">
        {loading ? <Skeleton active paragraph={{ rows: 4 }} /> : null}
        {loadError ? (
          <Alert type="error" showIcon title={`We could not load this conversation - ${loadError}`} />
        ) : null}
        {hasMore ? (
          <Button type="link" onClick={() => void loadEarlier()}>
            Show earlier messages
          </Button>
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
                  <Button size="small" type="link" danger onClick={() => void send(m)}>
                    Not sent — try again
                  </Button>
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
        <Input.TextArea
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onPressEnter={(event) => {
            if (!event.shiftKey) {
              event.preventDefault();
              submit();
            }
          }}
          autoSize={{ minRows: 1, maxRows: 5 }}
          maxLength={4000}
          placeholder={sessionEnded ? 'Sign in again to reply' : 'Write a message'}
          aria-label="Message"
          disabled={sessionEnded}
        />
        <Button
          type="primary"
          htmlType="submit"
          icon={<SendOutlined />}
          disabled={sessionEnded || !draft.trim()}
        >
          Send
        </Button>
      </form>
    </Card>
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
      <Card className="cs-chat__list" title="Conversations" styles={{ body: { padding: 0 } }}>
        {chats.isError ? (
          <Alert
            type="error"
            showIcon
            title={`We could not load your conversations - ${chats.error.message}`}
          />
        ) : chats.isPending ? (
          <Skeleton active style={{ padding: 16 }} />
        ) : (
          <List
            dataSource={chats.data ?? []}
            locale={{ emptyText: 'No conversations yet. A chat opens when an application is approved.' }}
            renderItem={(chat) => (
              <List.Item
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
                        <Badge count={chat.unreadCount} aria-hidden />
                        <span className="cs-visually-hidden">{chat.unreadCount} unread</span>
                      </span>
                    ) : null}
                  </span>
                  <span className="cs-chat__item-property">{chat.propertyTitle}</span>
                  {chat.lastMessage ? <span className="cs-chat__item-last">{chat.lastMessage}</span> : null}
                </button>
              </List.Item>
            )}
          />
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
