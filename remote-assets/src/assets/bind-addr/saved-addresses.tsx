import { EmptyState, ConfirmDialog } from '@exchange/shared/ui';
import { useTranslation, type AddressBookEntry } from '@exchange/shared';
import { Box, Button, Typography } from '@exchange/shared/ui-kit';
import { useState, type ReactElement } from 'react';
import { assetsApi } from '../../common/assets-api';

/** The saved addresses of one currency, each with its chain, label, memo and a remove action. */
export const SavedAddresses = ({
  entries,
  onChanged,
}: {
  entries: AddressBookEntry[];
  onChanged: () => void;
}): ReactElement => {
  const { t } = useTranslation('assets');
  const [removing, setRemoving] = useState<AddressBookEntry | null>(null);
  const [busy, setBusy] = useState(false);

  const remove = async (entry: AddressBookEntry): Promise<void> => {
    setBusy(true);
    try {
      // The server's own "removed" message is toasted by the api client.
      await assetsApi.deleteAddress(entry.id);
      setRemoving(null);
      onChanged();
    } catch {
      // The api client showed the server's reason; the dialog stays for another try.
    } finally {
      setBusy(false);
    }
  };

  if (entries.length === 0) return <EmptyState message={t('book.empty')} />;
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} data-testid="address-book">
      {entries.map((entry) => (
        <Box
          component="li"
          key={entry.id}
          data-testid={`book-entry-${entry.id}`}
          sx={{
            display: 'flex',
            gap: 2,
            alignItems: 'center',
            py: 1.25,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {entry.label || t('book.noLabel')}{' '}
              <Typography component="span" variant="caption" color="text.secondary">
                {entry.chain}
              </Typography>
            </Typography>
            <Typography
              variant="body2"
              sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}
              data-testid="book-address"
            >
              {entry.address}
            </Typography>
            {entry.memo ? (
              <Typography variant="caption" color="text.secondary">
                {t('book.memo', { memo: entry.memo })}
              </Typography>
            ) : undefined}
          </Box>
          <Button size="small" color="error" onClick={() => setRemoving(entry)}>
            {t('book.remove')}
          </Button>
        </Box>
      ))}
      <ConfirmDialog
        open={removing !== null}
        title={t('book.removeTitle')}
        busy={busy}
        confirmLabel={t('book.remove')}
        onClose={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) void remove(removing);
        }}
      >
        <Typography variant="body2" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
          {removing?.address}
        </Typography>
      </ConfirmDialog>
    </Box>
  );
};
