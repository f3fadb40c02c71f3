import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
import { configure } from '@testing-library/react';

// react-router 7 needs these; jsdom does not provide them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// A server-side test (@jest-environment node, e.g. the shell's SSR renderer) has no window.
afterEach(() => globalThis.window?.localStorage.clear());

// Two cores run six projects at once: an antd page can take seconds to render in jsdom, so give
// findBy/waitFor and each test room enough that only a real failure fails.
configure({ asyncUtilTimeout: 5_000 });
jest.setTimeout(30_000);
