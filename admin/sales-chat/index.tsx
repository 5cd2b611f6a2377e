import { useCallback, useEffect, useState } from 'react';
import { Title, useDataProvider, useNotify } from 'react-admin';
import { Badge, Box, Button, Card, CardContent, List as MuiList, ListItemButton, ListItemText, Stack, TextField, Typography } from '@mui/material';
import type { ConsoleDataProvider } from '../data-provider';
import { when } from '../format';

/**
 * The sales chat inbox for salesmen: the site's own chat calls
 * (/api/chat/manage/friends, messages, send, read), as the salesman.
 */
interface Conversation { conversationId: string; roleType: string; friend: { name: string }; lastText: string | null; lastMessageAt: string | null; unread: number }
interface Message { messageId: string; text: string; senderRole: string; sentAt: string }

export function SalesChatPage() {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const [inbox, setInbox] = useState<Conversation[]>([]);
  const [open, setOpen] = useState<string | null>(null);
  const [messages, setMessages] = useState<Message[]>([]);
  const [text, setText] = useState('');
  const fail = useCallback((e: Error) => notify(e.message, { type: 'error' }), [notify]);
  const load = useCallback(() => dataProvider.read<Conversation[]>('/api/chat/manage/friends').then(({ data }) => setInbox(data.filter((c) => c.roleType === 'salesman')), fail), [dataProvider, fail]);
  useEffect(() => void load(), [load]);
  const openConversation = async (conversationId: string) => {
    setOpen(conversationId);
    try {
      const { data } = await dataProvider.read<{ list: Message[] }>('/api/chat/manage/messages', { conversationId });
      setMessages(data.list);
      await dataProvider.command('/api/chat/manage/read', { conversationId });
      void load();
    } catch (e) {
      fail(e as Error);
    }
  };
  const send = async () => {
    if (!open || !text.trim()) return;
    try {
      await dataProvider.command('/api/chat/manage/send', { conversationId: open, text });
      setText('');
      await openConversation(open);
    } catch (e) {
      fail(e as Error);
    }
  };
  return (
    <Card>
      <Title title="Sales chat" />
      <CardContent>
        <Stack direction="row" spacing={2}>
          <MuiList sx={{ width: 320 }} aria-label="Conversations">
            {inbox.length === 0 && <Typography variant="body2">No client has written to sales yet.</Typography>}
            {inbox.map((c) => (
              <ListItemButton key={c.conversationId} selected={c.conversationId === open} onClick={() => void openConversation(c.conversationId)}>
                <ListItemText primary={<Badge color="primary" badgeContent={c.unread}>{c.friend.name}</Badge>} secondary={`${c.lastText ?? ''} · ${when(c.lastMessageAt)}`} />
              </ListItemButton>
            ))}
          </MuiList>
          {open && (
            <Box sx={{ flex: 1 }}>
              {messages.map((m) => (
                <Typography key={m.messageId} variant="body2" sx={{ textAlign: m.senderRole === 'salesman' ? 'right' : 'left', my: 0.5 }}>
                  {m.text}
                </Typography>
              ))}
              <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
                <TextField size="small" fullWidth value={text} onChange={(e) => setText(e.target.value)} label="Reply" slotProps={{ htmlInput: { maxLength: 2000 } }} />
                <Button variant="contained" onClick={() => void send()}>Send</Button>
              </Stack>
            </Box>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
