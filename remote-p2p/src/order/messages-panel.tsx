import { useTranslation } from '@exchange/shared';
import { P2P_MESSAGE_MAX, type P2PMessage } from '@exchange/shared/contract/p2p';
import { Box, Button, Typography } from '@exchange/shared/ui-kit';
import { TextField } from '@exchange/shared/ui-kit/forms';
import { useEffect, useState, type FormEvent, type ReactElement } from 'react';
import { p2pApi } from '../api/p2p-api';
import { localDateTime } from '../common/format-time';
import { useMessagePushes } from './use-order-pushes';

/** Adds messages not yet listed, oldest first (a push and a send's answer may bring the same). */
const merge = (list: P2PMessage[], more: P2PMessage[]): P2PMessage[] => {
  const known = new Set(list.map((message) => message.id));
  const fresh = more.filter((message) => !known.has(message.id));
  return fresh.length === 0 ? list : [...list, ...fresh].sort((a, b) => a.id - b.id);
};

/**
 * The order's conversation: stored messages, then every `P2P_MESSAGE` push for this order.
 * Texts are rendered as text (React escapes them), never as HTML. Enter sends.
 */
export const MessagesPanel = ({ orderId }: { orderId: number }): ReactElement => {
  const { t } = useTranslation('p2p');
  const [messages, setMessages] = useState<P2PMessage[]>([]);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let active = true;
    p2pApi.messages(orderId).then(
      (list) => active && setMessages((now) => merge(now, list)),
      () => undefined, // Toasted; pushes still arrive.
    );
    return () => {
      active = false;
    };
  }, [orderId]);
  useMessagePushes(orderId, (message) => setMessages((now) => merge(now, [message])));

  const send = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    const body = text.trim();
    if (body === '' || busy) return;
    setBusy(true);
    p2pApi
      .sendMessage(orderId, body)
      .then((message) => {
        setText('');
        setMessages((now) => merge(now, [message]));
      })
      .catch(() => undefined) // Toasted; the text stays for another try.
      .finally(() => setBusy(false));
  };

  return (
    <Box data-testid="p2p-messages">
      <Box
        role="log"
        aria-label={t('messages.title')}
        sx={{
          display: 'grid',
          gap: 1,
          maxHeight: 320,
          overflowY: 'auto',
          p: 1,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1.5,
          mb: 1.5,
        }}
      >
        {messages.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('messages.empty')}
          </Typography>
        ) : (
          messages.map((message) => (
            <Box key={message.id} data-testid="p2p-message">
              <Typography variant="caption" color="text.secondary">
                {message.uid === '' ? t('messages.system') : message.name}
                {' · '}
                {localDateTime(message.created_at)}
              </Typography>
              <Typography
                variant="body2"
                data-testid="p2p-message-text"
                sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
              >
                {message.text}
              </Typography>
            </Box>
          ))
        )}
      </Box>
      <Box component="form" noValidate onSubmit={send} sx={{ display: 'flex', gap: 1 }}>
        <TextField
          size="small"
          fullWidth
          name="message"
          label={t('messages.input')}
          value={text}
          onChange={(event) => setText(event.target.value.slice(0, P2P_MESSAGE_MAX))}
          slotProps={{
            htmlInput: { maxLength: P2P_MESSAGE_MAX, 'data-testid': 'p2p-message-input' },
          }}
        />
        <Button
          type="submit"
          variant="contained"
          disableElevation
          disabled={busy || text.trim() === ''}
          data-testid="p2p-message-send"
        >
          {t('messages.send')}
        </Button>
      </Box>
    </Box>
  );
};
