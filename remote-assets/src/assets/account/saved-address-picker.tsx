import { useTranslation, type AddressBookEntry } from '@exchange/shared';
import { MenuItem, TextField } from '@exchange/shared/ui-kit/forms';
import type { ReactElement } from 'react';

/** Shortens a long address for a menu line: the first 8 and last 6 characters. */
export const shortAddress = (address: string): string =>
  address.length > 18 ? `${address.slice(0, 8)}…${address.slice(-6)}` : address;

/**
 * The withdraw panel's pick from the address book: only the chosen chain's entries (the list
 * is loaded per chain), plus "enter a new address". Hidden while the chain has none.
 */
export const SavedAddressPicker = ({
  entries,
  address,
  memo,
  onPick,
}: {
  entries: AddressBookEntry[];
  address: string;
  memo: string;
  onPick: (entry: AddressBookEntry | null) => void;
}): ReactElement | null => {
  const { t } = useTranslation('assets');
  if (entries.length === 0) return null;
  const current = entries.find((entry) => entry.address === address && entry.memo === memo);
  return (
    <TextField
      select
      size="small"
      label={t('book.pick')}
      value={current ? String(current.id) : ''}
      onChange={(event) =>
        onPick(entries.find((entry) => String(entry.id) === event.target.value) ?? null)
      }
      slotProps={{
        select: { displayEmpty: true },
        inputLabel: { shrink: true },
        htmlInput: { 'data-testid': 'saved-address-picker' },
      }}
    >
      <MenuItem value="">{t('book.pickNone')}</MenuItem>
      {entries.map((entry) => (
        <MenuItem key={entry.id} value={String(entry.id)} data-testid={`saved-address-${entry.id}`}>
          {entry.label ? `${entry.label} · ` : ''}
          {shortAddress(entry.address)}
          {entry.memo ? ` · ${entry.memo}` : ''}
        </MenuItem>
      ))}
    </TextField>
  );
};
