/** Who may open which area (product rules §6); the API enforces the same rules on every call. */
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { ROUTES } from 'shared-contracts';
import { authAtom } from 'store-runtime';
import { Navigate, useLocation } from 'store-runtime/router';

/** Guests go to the login screen, which sends them back here afterwards. */
function LoginFirst() {
  const location = useLocation();
  return <Navigate to={ROUTES.login} replace state={{ from: `${location.pathname}${location.search}` }} />;
}

export function SignedInOnly({ children }: { children: ReactNode }) {
  const { token } = useAtomValue(authAtom);
  return token ? children : <LoginFirst />;
}

export function CustomerOnly({ children }: { children: ReactNode }) {
  const { token, role } = useAtomValue(authAtom);
  if (!token) return <LoginFirst />;
  if (role === 'ADMIN') return <Navigate to={ROUTES.admin.dashboard} replace />;
  return children;
}

export function AdminOnly({ children }: { children: ReactNode }) {
  const { token, role } = useAtomValue(authAtom);
  if (!token) return <LoginFirst />;
  if (role !== 'ADMIN') return <Navigate to={ROUTES.myAccount.root} replace />;
  return children;
}
