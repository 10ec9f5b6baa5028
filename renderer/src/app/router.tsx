import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { Suspense } from 'react';
import { LoginPage } from '../features/auth/LoginPage';
import { publicPages } from '../features/auth';
import { LoadingState } from '../components/feedback/LoadingState';
import { RequireAuth } from './auth/RequireAuth';
import { RouteGuard } from './auth/RouteGuard';
import type { Realm } from './auth/realm';
import { allRoutes } from './features';
import { AppLayout } from './layout/AppLayout';
import { NotFoundPage } from './layout/NotFoundPage';

export const APP_BASENAME = '/app';

const REALM_ROOT: Record<Realm, string> = { tenant: '/', operator: '/operator' };

function realmChildren(realm: Realm): RouteObject[] {
  return allRoutes
    .filter((route) => route.realm === realm)
    .map((route): RouteObject => {
      const Page = route.component;
      const element = (
        <RouteGuard rule={route}>
          <Page />
        </RouteGuard>
      );
      return route.path === REALM_ROOT[realm] ? { index: true, element } : { path: route.path, element };
    });
}

export function buildRoutes(): RouteObject[] {
  return [
    { path: '/login', element: <LoginPage /> },
    ...publicPages.map(({ path, component: Page }) => ({
      path,
      element: (
        <Suspense fallback={<LoadingState fullPage />}>
          <Page />
        </Suspense>
      ),
    })),
    {
      path: '/operator',
      element: (
        <RequireAuth realm="operator">
          <AppLayout />
        </RequireAuth>
      ),
      children: [...realmChildren('operator'), { path: '*', element: <NotFoundPage home="/operator" /> }],
    },
    {
      path: '/',
      element: (
        <RequireAuth realm="tenant">
          <AppLayout />
        </RequireAuth>
      ),
      children: [...realmChildren('tenant'), { path: '*', element: <NotFoundPage /> }],
    },
    { path: '*', element: <Navigate to="/" replace /> },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(buildRoutes(), { basename: APP_BASENAME });
}
