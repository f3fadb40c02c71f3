/** Renders a page as the shell would: one store, one query client, a router at the given entry. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Provider } from 'jotai';
import type { ReactElement } from 'react';
import type { User } from 'shared-contracts';
import { ApiError, createStore } from 'store-runtime';
import { MemoryRouter, Route, Routes } from 'store-runtime/router';

interface RenderOptions {
  /** The route pattern the page is mounted at. */
  path?: string;
  /** The URL the router starts at, with optional location state. */
  url?: string;
  state?: unknown;
  /** Other routes, to see where a link leads. */
  otherRoutes?: Record<string, ReactElement>;
}

export function renderPage(
  page: ReactElement,
  { path = '/', url = path, state, otherRoutes = {} }: RenderOptions = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Number.POSITIVE_INFINITY }, mutations: { retry: false } },
  });
  const store = createStore();
  const result = render(
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[{ pathname: url, state }]}>
          <Routes>
            <Route path={path} element={page} />
            {Object.entries(otherRoutes).map(([otherPath, element]) => (
              <Route key={otherPath} path={otherPath} element={element} />
            ))}
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </Provider>,
  );
  return { ...result, queryClient, store };
}

/** What the API client rejects with when the API answers with an error. */
export function apiError(status: number, message?: string): ApiError {
  return new ApiError(status, message === undefined ? {} : { message });
}

export const CUSTOMER: User = {
  id: 7,
  username: 'asha',
  email: 'asha@example.com',
  mobile: null,
  firstName: 'Asha',
  lastName: 'Rao',
  dob: '2000-01-01',
  userType: 'CUSTOMER',
};

/** A stored session, as the login screen leaves it. */
export function signInAs(user: Pick<User, 'id' | 'username' | 'userType'> = CUSTOMER): void {
  localStorage.setItem('authToken', 'token-1');
  localStorage.setItem('role', user.userType);
  localStorage.setItem('userId', String(user.id));
  localStorage.setItem('user', JSON.stringify({ username: user.username, userType: user.userType }));
}
