import { EmptyState } from '@exchange/shared/ui';
import type { ReactElement } from 'react';
import { PageCard } from '@exchange/shared/area-kit';
import { useTranslation } from '@exchange/shared';

/** A route the spec names without showing its content: says it is coming. */
export const ComingSoon = ({ title }: { title: 'legal' | 'myshop' }): ReactElement => {
  const { t } = useTranslation('assets');
  return (
    <PageCard title={t(`soon.${title}`)} testId={`coming-soon-${title}`}>
      <EmptyState message={t('soon.text')} />
    </PageCard>
  );
};
