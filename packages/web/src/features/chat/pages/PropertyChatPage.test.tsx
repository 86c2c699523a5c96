import type { ChatMessageView, ChatSummary } from '@carespace/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
// For its ResizeObserver stand-in: antd's text area measures itself.
import '../../../components/test-utils.tsx';
import { IDENTITY_QUERY_KEY } from '../../../lib/query-client.ts';
import { sendChatMessage } from '../api/chat-api.ts';
import PropertyChatPage from './PropertyChatPage.tsx';

// antd renders slowly on a busy machine.
configure({ asyncUtilTimeout: 5_000 });

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
vi.mock('../api/chat-api.ts', () => ({
  chatsKey: ['property-chats'],
  useChats: () => ({ data: [chat], isPending: false, isError: false }),
  fetchHistory: vi.fn(async () => ({ messages: [], hasMore: false, lastReadSeq: 0 })),
  markChatRead: vi.fn(async () => ({ success: true })),
  newClientMessageId: vi.fn(() => `client-message-${++nextId}`),
  sendChatMessage: vi.fn(),
}));
vi.mock('../api/chat-connection.ts', () => ({ openChatConnection: vi.fn(() => () => {}) }));

const send = vi.mocked(sendChatMessage);

function renderPage() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(IDENTITY_QUERY_KEY, { id: 'u1' });
  const router = createMemoryRouter([{ path: '/provider/property-chat', element: <PropertyChatPage /> }], {
    initialEntries: ['/provider/property-chat?propertyChat_id=chat1'],
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
  send.mockReset();
});

describe('the chat composer', () => {
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
