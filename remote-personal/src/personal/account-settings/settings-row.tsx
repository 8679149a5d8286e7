import { useCopy } from '@exchange/shared/area-kit';
import { Box, Button, Typography } from '@exchange/shared/ui-kit';
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from '@exchange/shared';

export type SettingsRowProps = {
  label: string;
  /** What is shown; `copyValue` (default: the same) is what the copy button copies. */
  value: ReactNode;
  copyValue?: string;
  /** A link or button beside the value (bind, modify, set). */
  action?: ReactNode;
  testId: string;
};

/** One line of account settings: label, value, copy button when there is something to copy, action. */
export const SettingsRow = ({
  label,
  value,
  copyValue,
  action,
  testId,
}: SettingsRowProps): ReactElement => {
  const { t } = useTranslation('personal');
  const { t: common } = useTranslation('common');
  const copy = useCopy({ success: common('copied'), failure: common('copyFailed') });
  return (
    <Box
      data-testid={testId}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr auto', sm: '180px 1fr auto' },
        alignItems: 'center',
        columnGap: 2,
        rowGap: 0.5,
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
      >
        {label}
      </Typography>
      <Typography
        component="div"
        variant="body2"
        data-testid={`${testId}-value`}
        sx={{ fontWeight: 500, overflowWrap: 'anywhere', minWidth: 0 }}
      >
        {value}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        {copyValue ? (
          <Button
            size="small"
            onClick={() => void copy(copyValue)}
            aria-label={t('settings.copyLabel', { label })}
          >
            {t('settings.copy')}
          </Button>
        ) : undefined}
        {action}
      </Box>
    </Box>
  );
};
