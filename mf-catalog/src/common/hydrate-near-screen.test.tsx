import { Writable } from 'node:stream';
import { setImmediate } from 'node:timers';
import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToPipeableStream } from 'react-dom/server.node';
import { ListItemHydratedNearScreen, openEveryItem } from './hydrate-near-screen';

// jsdom lays nothing out: the test says which items are near the screen, as the browser's
// IntersectionObserver would.
let reportNearScreen: (element: Element) => void = () => {};
class NearScreenObserver {
  constructor(callback: (entries: { target: Element; isIntersecting: boolean }[]) => void) {
    reportNearScreen = (target) => callback([{ target, isIntersecting: true }]);
  }
  observe() {}
  unobserve() {}
}
Object.assign(window, { IntersectionObserver: NearScreenObserver });
// React's server renderer schedules with Node's setImmediate, which jsdom's window lacks.
Object.assign(globalThis, { setImmediate });

function Counter({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {name} {count}
    </button>
  );
}

const list = (
  <ul>
    {['first', 'second'].map((name) => (
      <ListItemHydratedNearScreen key={name}>
        <Counter name={name} />
      </ListItemHydratedNearScreen>
    ))}
  </ul>
);

let root: Root | undefined;
afterEach(async () => {
  await act(async () => {
    root?.unmount();
    openEveryItem();
  });
  document.body.innerHTML = '';
});

/**
 * The server's HTML of the list. On a server the items never wait; jsdom is a browser to them, so
 * the render lets them go.
 */
function serverHtml(): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const stream = renderToPipeableStream(list, {
      onShellReady: openEveryItem,
      onAllReady: () =>
        stream.pipe(
          new Writable({
            write(chunk, _encoding, done) {
              html += chunk;
              done();
            },
          }).on('finish', () => resolve(html)),
        ),
      onError: reject,
    });
  });
}

/** The server's HTML of the list, hydrated in the page as the shell does. */
async function hydrateServerHtml() {
  const container = document.createElement('div');
  container.innerHTML = await serverHtml();
  document.body.append(container);
  await act(async () => {
    root = hydrateRoot(container, list);
  });
  return container;
}

const button = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });
/** Whether React has taken over the element: it keeps its own data on the elements it hydrated. */
const hydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'));

describe('a list item hydrated near the screen', () => {
  it('keeps the server HTML until the item nears the screen, then hydrates that item alone, in place', async () => {
    const container = await hydrateServerHtml();
    const first = button('first');
    const second = button('second');
    expect(hydrated(first)).toBe(false);
    expect(hydrated(second)).toBe(false);

    await act(async () => reportNearScreen(second.closest('li') as Element));

    expect(hydrated(second)).toBe(true);
    expect(hydrated(first)).toBe(false);
    expect(button('second')).toBe(second);
    expect(container.querySelectorAll('button')).toHaveLength(2);
  });

  it('hydrates a pressed item at once, so the press is not lost', async () => {
    await hydrateServerHtml();
    const second = button('second');
    expect(hydrated(second)).toBe(false);

    await act(async () => {
      fireEvent.pointerDown(second);
      fireEvent.click(second);
    });

    expect(second.textContent).toBe('second 1');
    expect(hydrated(button('first'))).toBe(true);
  });

  it('renders at once where there is no server HTML', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      root = createRoot(container);
      root.render(list);
    });
    expect(hydrated(button('second'))).toBe(true);
    fireEvent.click(button('second'));
    expect(button('second').textContent).toBe('second 1');
  });
});
