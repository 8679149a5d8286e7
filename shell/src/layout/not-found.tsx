import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

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
