import { session, useObservable, useTranslation } from '@exchange/shared';
import {
  IEO_STATES,
  type IEOBuyAnswer,
  type IEOProject,
  type IEOProjectsAnswer,
} from '@exchange/shared/contract/ieo';
import { LoadFailed, LoadingRows } from '@exchange/shared/area-kit';
import { EmptyState } from '@exchange/shared/ui';
import { Box, Typography } from '@exchange/shared/ui-kit';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactElement } from 'react';
import { ieoApi } from './ieo-api';
import { stateAt } from './ieo-rules';
import { IEO_NAMESPACE } from './ieo-texts';
import { MySubscriptions } from './my-subscriptions';
import { ProjectCard } from './project-card';
import { clockOffset, useServerNow } from './server-clock';

type Load =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; projects: IEOProject[]; offset: number };

/** Whether someone is logged in, following logins and logouts. */
const useLoggedIn = (): boolean => {
  const loggedIn$ = useMemo(() => session.isLoggedIn$(), []);
  return useObservable(loggedIn$, session.token !== null);
};

/**
 * /ieo (docs/ieo.md): the projects by state (subscribing first) with countdowns on the server's
 * clock, progress and the subscription form, then the caller's subscriptions. Public: a visitor
 * sees everything and is sent to log in to subscribe.
 */
export const IeoPage = (): ReactElement => {
  const { t } = useTranslation(IEO_NAMESPACE);
  const loggedIn = useLoggedIn();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [balances, setBalances] = useState<Record<string, string> | null>(null);
  const [version, setVersion] = useState(0);
  const offset = load.status === 'ready' ? load.offset : 0;
  const serverNow = useServerNow(offset);
  const alive = useRef(true);

  const apply = useCallback((answer: IEOProjectsAnswer) => {
    if (!alive.current) return;
    setLoad({
      status: 'ready',
      projects: answer.projects,
      offset: clockOffset(answer.server_time, Date.now()),
    });
  }, []);
  const reload = useCallback(() => {
    ieoApi.projects().then(apply, () => {
      if (alive.current)
        setLoad((current) => (current.status === 'ready' ? current : { status: 'failed' }));
    });
  }, [apply]);
  const reloadBalances = useCallback(() => {
    if (!loggedIn) return;
    ieoApi.spotBalances().then(
      (next) => alive.current && setBalances(next),
      () => undefined,
    );
  }, [loggedIn]);

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);
  // A login or logout changes each project's "my total": read the list again.
  useEffect(reload, [reload, loggedIn]);
  useEffect(reloadBalances, [reloadBalances]);

  // A countdown that reaches zero changes a state: the server's answer is read again once.
  const stale =
    load.status === 'ready' &&
    load.projects.some((project) => stateAt(project, serverNow) !== project.state);
  useEffect(() => {
    if (stale) reload();
  }, [stale, reload]);

  const onBought = useCallback(
    (answer: IEOBuyAnswer) => {
      setLoad((current) =>
        current.status === 'ready'
          ? {
              ...current,
              projects: current.projects.map((project) =>
                project.id === answer.project.id ? answer.project : project,
              ),
            }
          : current,
      );
      setVersion((value) => value + 1);
      reload();
      reloadBalances();
    },
    [reload, reloadBalances],
  );

  let body: ReactElement;
  if (load.status === 'loading') {
    body = <LoadingRows rows={6} />;
  } else if (load.status === 'failed') {
    body = (
      <LoadFailed
        message={t('loadFailed')}
        onRetry={() => {
          setLoad({ status: 'loading' });
          reload();
        }}
      />
    );
  } else if (load.projects.length === 0) {
    body = <EmptyState message={t('empty')} />;
  } else {
    body = (
      <>
        {IEO_STATES.map((state) => {
          const projects = load.projects.filter((project) => stateAt(project, serverNow) === state);
          return (
            <Box
              component="section"
              key={state}
              aria-label={t(`section.${state}`)}
              data-testid={`ieo-section-${state}`}
              sx={{ mb: 3 }}
            >
              <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1.5 }}>
                {t(`section.${state}`)} ({projects.length})
              </Typography>
              {projects.length === 0 ? (
                <EmptyState message={t(`none.${state}`)} />
              ) : (
                <Box
                  sx={{
                    display: 'grid',
                    gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
                    gap: 2,
                  }}
                >
                  {projects.map((project) => (
                    <ProjectCard
                      key={project.id}
                      project={project}
                      serverNow={serverNow}
                      loggedIn={loggedIn}
                      balances={loggedIn ? balances : null}
                      onBought={onBought}
                    />
                  ))}
                </Box>
              )}
            </Box>
          );
        })}
      </>
    );
  }

  return (
    <Box
      sx={{ width: '100%', maxWidth: 1100, mx: 'auto', px: { xs: 1.5, sm: 2 }, py: 2 }}
      data-testid="ieo-page"
    >
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
        {t('title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        {t('subtitle')}
      </Typography>
      {body}
      {loggedIn ? <MySubscriptions version={version} /> : undefined}
    </Box>
  );
};
