import { Link } from '@exchange/shared/router';
import { Box, Button, Typography } from '@exchange/shared/ui-kit';
import type { ReactElement } from 'react';
import { useTranslation } from '@exchange/shared';

export const NotFound = (): ReactElement => {
  const { t } = useTranslation('shell');
  return (
    <Box sx={{ py: 10, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        404
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('notFound')}
      </Typography>
      <Button component={Link} to="/home" variant="contained">
        {t('backHome')}
      </Button>
    </Box>
  );
};
