import { useTranslation } from '@exchange/shared';
import type { IEOBuyAnswer, IEOProject } from '@exchange/shared/contract/ieo';
import { Box, Typography } from '@exchange/shared/ui-kit';
import { Paper } from '@exchange/shared/ui-kit/forms';
import type { ReactElement, ReactNode } from 'react';
import { BuyForm } from './buy-form';
import { localDateTime, stateAt } from './ieo-rules';
import { IEO_NAMESPACE } from './ieo-texts';
import { ProgressBar } from './progress-bar';
import { durationUntil } from './server-clock';
import { useExactFormat } from './use-exact-format';

export type ProjectCardProps = {
  project: IEOProject;
  serverNow: number;
  loggedIn: boolean;
  balances: Record<string, string> | null;
  onBought: (answer: IEOBuyAnswer) => void;
};

const Fact = ({ label, children }: { label: string; children: ReactNode }): ReactElement => (
  <Box sx={{ minWidth: 0 }}>
    <Typography variant="caption" color="text.secondary" component="div">
      {label}
    </Typography>
    <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
      {children}
    </Typography>
  </Box>
);

/** The countdown to start (upcoming) or end (subscribing), on the server's clock. */
const Countdown = ({
  project,
  serverNow,
}: {
  project: IEOProject;
  serverNow: number;
}): ReactElement => {
  const { t } = useTranslation(IEO_NAMESPACE);
  const state = stateAt(project, serverNow);
  if (state === 'ended') {
    return (
      <Typography variant="body2" color="text.secondary" data-testid="ieo-countdown">
        {t('endedAt', { time: localDateTime(project.end_ms) })}
      </Typography>
    );
  }
  const left = durationUntil(state === 'upcoming' ? project.start_ms : project.end_ms, serverNow);
  return (
    <Typography variant="body2" data-testid="ieo-countdown" aria-live="off">
      {t(state === 'upcoming' ? 'startsIn' : 'endsIn')}{' '}
      <Box component="span" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
        {t('duration', left)}
      </Box>
    </Typography>
  );
};

/** One project: logo, name, facts, countdown, progress and (while subscribing) the form. */
export const ProjectCard = ({
  project,
  serverNow,
  loggedIn,
  balances,
  onBought,
}: ProjectCardProps): ReactElement => {
  const { t } = useTranslation(IEO_NAMESPACE);
  const exact = useExactFormat();
  const state = stateAt(project, serverNow);
  return (
    <Paper
      component="article"
      variant="outlined"
      data-testid={`ieo-project-${project.code}`}
      aria-label={`${project.name} (${project.code})`}
      sx={{
        p: 2,
        borderRadius: 2,
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
        minWidth: 0,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <Box
          component="img"
          src={project.logo || undefined}
          alt=""
          width={40}
          height={40}
          sx={{ borderRadius: '50%', flexShrink: 0, bgcolor: 'action.hover' }}
        />
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {project.name}{' '}
            <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
              {project.code}
            </Box>
          </Typography>
          <Typography variant="caption" data-testid="ieo-state" color="primary">
            {t(`state.${state}`)}
          </Typography>
        </Box>
      </Box>
      {project.description ? (
        <Typography variant="body2" color="text.secondary">
          {project.description}
        </Typography>
      ) : undefined}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' },
          gap: 1.5,
        }}
      >
        <Fact label={t('price')}>
          <span data-testid="ieo-price">{exact(project.price)} USDT</span>
        </Fact>
        <Fact label={t('total')}>
          {exact(project.total)} {project.code}
        </Fact>
        <Fact label={t('limits')}>
          {t('limitsValue', {
            min: exact(project.min_per_user),
            max: exact(project.max_per_user),
            code: project.code,
          })}
        </Fact>
        <Box sx={{ gridColumn: { xs: '1 / -1', sm: 'auto / span 3' } }}>
          <Fact label={t('cycle')}>
            {localDateTime(project.start_ms)} – {localDateTime(project.end_ms)}
          </Fact>
        </Box>
      </Box>
      <Countdown project={project} serverNow={serverNow} />
      <ProgressBar project={project} />
      {loggedIn && project.my_total !== '0' ? (
        <Typography variant="body2" data-testid="ieo-mine">
          {t('mine', { amount: exact(project.my_total), code: project.code })}
        </Typography>
      ) : undefined}
      {state === 'subscribing' ? (
        <BuyForm project={project} loggedIn={loggedIn} balances={balances} onBought={onBought} />
      ) : undefined}
    </Paper>
  );
};
