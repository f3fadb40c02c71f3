/**
 * Renders admin pages as the shell would (query client, router, antd's App), and gives jsdom
 * what antd needs: matchMedia (answering min/max-width queries from window.innerWidth),
 * ResizeObserver, MessageChannel and getComputedStyle with a pseudo-element.
 */
import { StyleProvider } from '@ant-design/cssinjs';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import type { ReactElement } from 'react';
import { ApiError } from 'store-runtime';
import { MemoryRouter, Route, Routes } from 'store-runtime/router';

function mediaMatches(query: string): boolean {
  const width = window.innerWidth;
  const min = /min-width:\s*([\d.]+)px/.exec(query);
  const max = /max-width:\s*([\d.]+)px/.exec(query);
  return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
}

if (typeof window !== 'undefined') {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: mediaMatches(query),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
  if (!('ResizeObserver' in window)) {
    Object.assign(window, {
      ResizeObserver: class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    });
  }
  if (!('MessageChannel' in globalThis)) {
    // antd's form batches watchers in a macro task through a MessageChannel.
    class Port {
      onmessage: ((event: { data: unknown }) => void) | null = null;
      other: Port | null = null;
      postMessage(data: unknown) {
        setTimeout(() => this.other?.onmessage?.({ data }), 0);
      }
      close() {}
    }
    Object.assign(globalThis, {
      MessageChannel: class {
        port1 = new Port();
        port2 = new Port();
        constructor() {
          this.port1.other = this.port2;
          this.port2.other = this.port1;
        }
      },
    });
  }
  // antd's Upload previews chosen images.
  if (!URL.createObjectURL)
    Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => undefined });
  const computed = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element: Element) => computed(element);
}

// antd renders a lot in jsdom on two shared cores.
jest.setTimeout(30_000);

/**
 * antd's CSS-in-JS styles go into this detached node instead of the document: with the half
 * megabyte of CSS a form and a modal inject, every getComputedStyle (each role query makes many)
 * costs jsdom a re-parse, and a test that follows a form test slows from 3 s to 20 s.
 */
const styleContainer = document.createElement('div');

/** Sets the viewport width antd's breakpoints see (jsdom starts at 1024). */
export function setViewportWidth(width: number): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}

export function renderAdmin(page: ReactElement, { path = '/admin/page' }: { path?: string } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Number.POSITIVE_INFINITY }, mutations: { retry: false } },
  });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <StyleProvider container={styleContainer}>
          <ConfigProvider>
            <App>
              <Routes>
                <Route path={path} element={page} />
                <Route path="*" element={<p>Elsewhere</p>} />
              </Routes>
            </App>
          </ConfigProvider>
        </StyleProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}

/** What the API client rejects with when the API answers with an error. */
export function apiError(status: number, message?: string): ApiError {
  return new ApiError(status, message === undefined ? {} : { message });
}
