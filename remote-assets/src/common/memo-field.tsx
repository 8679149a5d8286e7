import { useTranslation, type MemoKind } from '@exchange/shared';
import { TextField } from '@exchange/shared/ui-kit/forms';
import type { ReactElement } from 'react';

/**
 * The memo input of a chain: XRP's destination tag (digits), EOS's memo (text), or on other
 * chains the withdrawal's optional note (`showNote`; the address book keeps none there).
 */
export const MemoField = ({
  kind,
  value,
  onChange,
  showNote = false,
}: {
  kind: MemoKind;
  value: string;
  onChange: (value: string) => void;
  showNote?: boolean;
}): ReactElement | null => {
  const { t } = useTranslation('assets');
  if (kind === 'none' && !showNote) return null;
  const label =
    kind === 'tag' ? t('memo.tag') : kind === 'text' ? t('memo.text') : t('mention.memo');
  return (
    <TextField
      size="small"
      label={label}
      name="memo"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      helperText={kind === 'none' ? undefined : t('memo.hint')}
      slotProps={{
        htmlInput: {
          inputMode: kind === 'tag' ? 'numeric' : 'text',
          maxLength: kind === 'tag' ? 10 : kind === 'text' ? 256 : 100,
          'data-testid': 'memo-input',
        },
      }}
    />
  );
};
