import type { ReactElement } from 'react';
import { Navigate, Route, Routes } from '@exchange/shared/router';
import { NotFound } from '../layout/not-found';
import { PageLayout } from '../layout/page-layout';
import { AreaView } from '../remotes/area-view';
import { RouteGuard } from './guards';
import { AREA_ROUTES, REDIRECTS } from './route-table';

/** The whole route table: redirects, then every area screen inside its layout and guard. */
export const AppRoutes = (): ReactElement => (
  <Routes>
    {REDIRECTS.map(({ from, to }) => (
      <Route key={from} path={from} element={<Navigate to={to} replace />} />
    ))}
    {AREA_ROUTES.map((route) => (
      <Route
        key={route.path}
        path={route.path}
        element={
          <PageLayout kind={route.layout}>
            <RouteGuard guard={route.guard}>
              <AreaView area={route.area} module={route.module} />
            </RouteGuard>
          </PageLayout>
        }
      />
    ))}
    <Route
      path="*"
      element={
        <PageLayout kind="narrow">
          <NotFound />
        </PageLayout>
      }
    />
  </Routes>
);
