import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

export function LeverPage(): ReactElement {
  const { t } = useTranslation('lever');
  return <h1>{t('title')}</h1>;
}
