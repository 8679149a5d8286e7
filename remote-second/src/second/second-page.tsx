import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

export function SecondPage(): ReactElement {
  const { t } = useTranslation('second');
  return <h1>{t('title')}</h1>;
}
