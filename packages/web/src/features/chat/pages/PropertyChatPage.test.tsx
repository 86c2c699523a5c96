import type { ChatMessageView, ChatSummary } from '@carespace/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { IDENTITY_QUERY_KEY } from '../../../lib/query-client.ts';
import { sendChatMessage } from '../api/chat-api.ts';
import PropertyChatPage from './PropertyChatPage.tsx';

const chat: ChatSummary = {
  id: 'chat1',
  property_id: 'p1',
  propertyTitle: 'Consult room on Hudson Street',
  hostOrganizationId: 'o1',
  guestOrganizationId: 'o2',
  otherOrganizationName: 'Palisade Pediatrics',
  isHost: true,
  createdOn: '2026-11-20T10:00:00.000Z',
  lastMessageOn: null,
  lastMessage: null,
  unreadCount: 0,
};

let nextId = 0;
let chats: ChatSummary[] = [chat];
vi.mock('../api/chat-api.ts', () => ({
  chatsKey: ['property-chats'],
  useChats: () => ({ data: chats, isPending: false, isError: false }),
  fetchHistory: vi.fn(async () => ({ messages: [], hasMore: false, lastReadSeq: 0 })),
  markChatRead: vi.fn(async () => ({ success: true })),
  newClientMessageId: vi.fn(() => `client-message-${++nextId}`),
  sendChatMessage: vi.fn(),
}));
vi.mock('../api/chat-connection.ts', () => ({ openChatConnection: vi.fn(() => () => {}) }));

const send = vi.mocked(sendChatMessage);

function renderPage(path = '/provider/property-chat?propertyChat_id=chat1') {
  const queryClient = new QueryClient();
  queryClient.setQueryData(IDENTITY_QUERY_KEY, { id: 'u1' });
  const router = createMemoryRouter([{ path: '/provider/property-chat', element: <PropertyChatPage /> }], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  // jsdom does not scroll; the conversation keeps its newest message in view.
  Element.prototype.scrollIntoView = vi.fn();
  nextId = 0;
  chats = [chat];
  send.mockReset();
});

const stored = (body: string, clientMessageId: string): ChatMessageView => ({
  id: 'm1',
  seq: 1,
  chatId: 'chat1',
  clientMessageId,
  senderUserId: 'u1',
  senderOrganizationId: 'o1',
  senderName: 'Helen Ortiz',
  body,
  attachments: [],
  createdOn: '2026-11-27T09:30:00.000Z',
});

describe('the conversation list', () => {
  it('lists each conversation as a button, its unread count named, and opens one', async () => {
    const user = userEvent.setup();
    chats = [{ ...chat, unreadCount: 3, lastMessage: 'See you Tuesday' }];
    renderPage('/provider/property-chat');

    expect(screen.getByText('Choose a conversation to read and reply.')).toBeInTheDocument();
    const item = screen.getByRole('button', { name: /Palisade Pediatrics\s*3 unread/ });
    // The count's pill is hidden from assistive technology; the name says the count in words.
    expect(item).toHaveAccessibleName(/^Palisade Pediatrics\s*3 unread\s*Consult room on Hudson Street/);
    await user.click(item);
    expect(item).toHaveAttribute('aria-current', 'true');
    expect(await screen.findByLabelText('Message')).toBeInTheDocument();
    expect(
      await screen.findByText('No messages yet. Say hello and suggest a time to visit the space.'),
    ).toBeVisible();

    // The back button (shown on a phone) returns to the list alone.
    await user.click(screen.getByRole('button', { name: 'Back to conversations' }));
    expect(screen.getByText('Choose a conversation to read and reply.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Message')).not.toBeInTheDocument();
  });

  it('says when there is no conversation yet', () => {
    chats = [];
    renderPage('/provider/property-chat');
    expect(
      screen.getByText('No conversations yet. A chat opens when an application is approved.'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('chat-item')).not.toBeInTheDocument();
  });
});

describe('the chat composer', () => {
  it('sends with Enter and starts a new line with Shift+Enter', async () => {
    const user = userEvent.setup();
    send.mockImplementation(async (_chatId, message) => stored(message.body, message.clientMessageId));
    renderPage();

    const box = await screen.findByRole('textbox', { name: 'Message' });
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await user.click(box);
    await user.keyboard('Two lines{Shift>}{Enter}{/Shift}here');
    expect(box).toHaveValue('Two lines\nhere');
    expect(send).not.toHaveBeenCalled();

    await user.keyboard('{Enter}');
    expect(send).toHaveBeenCalledWith('chat1', {
      clientMessageId: 'client-message-1',
      body: 'Two lines\nhere',
    });
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
    expect(await within(screen.getByTestId('chat-messages')).findByText(/Two lines/)).toBeInTheDocument();
  });

  it('sends a message with a client id of its own, and a retry of a failed send reuses that id', async () => {
    const user = userEvent.setup();
    send.mockRejectedValueOnce(new Error('Failed to fetch'));
    send.mockImplementationOnce(
      async (_chatId, message) =>
        ({
          id: 'm1',
          seq: 1,
          chatId: 'chat1',
          clientMessageId: message.clientMessageId,
          senderUserId: 'u1',
          senderOrganizationId: 'o1',
          senderName: 'Helen Ortiz',
          body: message.body,
          attachments: [],
          createdOn: '2026-11-27T09:30:00.000Z',
        }) satisfies ChatMessageView,
    );
    renderPage();

    await user.click(await screen.findByLabelText('Message'));
    await user.paste('Is Tuesday morning free?');
    await user.click(screen.getByRole('button', { name: /send/i }));
    const retry = await screen.findByRole('button', { name: 'Not sent — try again' });
    expect(send).toHaveBeenLastCalledWith('chat1', {
      clientMessageId: 'client-message-1',
      body: 'Is Tuesday morning free?',
    });

    await user.click(retry);
    expect(await screen.findByText('Is Tuesday morning free?')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Not sent — try again' })).not.toBeInTheDocument();
    expect(send).toHaveBeenCalledTimes(2);
    expect(send).toHaveBeenLastCalledWith('chat1', {
      clientMessageId: 'client-message-1',
      body: 'Is Tuesday morning free?',
    });
    // One message on the screen, not a second copy for the retry.
    expect(screen.getAllByText('Is Tuesday morning free?')).toHaveLength(1);
  }, 60_000);
});
