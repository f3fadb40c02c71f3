/**
 * A list item of server-rendered HTML that is hydrated only once it is needed: when it comes near
 * the screen, when the visitor first presses, types, moves focus or changes a field anywhere on the
 * page, when the browser goes back or forward, or when openEveryItem is called. Until then it stays as the server rendered it, which is exactly what a
 * guest sees. Hydrating every card of a long grid at once is most of a page's start-up work on a
 * budget phone, while only the first few cards are on its screen.
 *
 * How: the item's content sits in a Suspense boundary whose content suspends while it is being
 * hydrated and its item is still closed. React leaves such a boundary's server HTML in place and
 * hydrates it once its promise resolves. The first press, key or focus opens every item in the
 * capture phase, before React handles the event, so that React hydrates the pressed item at once
 * and the press reaches its handler instead of being lost. A navigation must open them too: it
 * changes the router's context, React can render no change of context into a boundary it has not
 * hydrated, and a navigation (a transition) would wait for those boundaries.
 *
 * Rendered in the browser without server HTML (a page reached by a link), nothing waits.
 */
import { type ReactNode, Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react';

/** How far outside the screen an item starts hydrating, so that it is ready when scrolled to. */
const NEAR_SCREEN_MARGIN = '400px';

/** What opens every item at once: the visitor's first press, key, focus or change of a field. */
const FIRST_INTERACTION_EVENTS = ['pointerdown', 'keydown', 'focusin', 'click', 'input', 'change'] as const;

interface Gate {
  isOpen: boolean;
  opened: Promise<void>;
  open: () => void;
}

const OPEN_GATE: Gate = { isOpen: true, opened: Promise.resolve(), open: () => {} };

const closedGates = new Set<Gate>();
const gateOfElement = new WeakMap<Element, Gate>();
let nearScreen: IntersectionObserver | undefined;

function closedGate(): Gate {
  let resolve = () => {};
  const gate: Gate = {
    isOpen: false,
    opened: new Promise<void>((done) => {
      resolve = done;
    }),
    open: () => {
      if (gate.isOpen) return;
      gate.isOpen = true;
      closedGates.delete(gate);
      resolve();
    },
  };
  listenForFirstInteraction();
  closedGates.add(gate);
  return gate;
}

/** Opens every item still waiting: its content hydrates as soon as React gets to it. */
export function openEveryItem(): void {
  for (const gate of [...closedGates]) gate.open();
}

let listening = false;

function listenForFirstInteraction() {
  if (listening) return;
  listening = true;
  const onInteraction = () => {
    listening = false;
    for (const type of FIRST_INTERACTION_EVENTS) document.removeEventListener(type, onInteraction, true);
    window.removeEventListener('popstate', onInteraction);
    openEveryItem();
  };
  for (const type of FIRST_INTERACTION_EVENTS) document.addEventListener(type, onInteraction, true);
  window.addEventListener('popstate', onInteraction);
}

function observeNearScreen(element: Element, gate: Gate): () => void {
  nearScreen ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        gateOfElement.get(entry.target)?.open();
        nearScreen?.unobserve(entry.target);
      }
    },
    { rootMargin: NEAR_SCREEN_MARGIN },
  );
  gateOfElement.set(element, gate);
  nearScreen.observe(element);
  return () => nearScreen?.unobserve(element);
}

const subscribeToNothing = () => () => {};

/** True on the server and while React hydrates server HTML (the server snapshot), false in a browser render. */
function useServerHtml(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}

function WaitForGate({ gate, children }: { gate: Gate; children: ReactNode }) {
  const hydrating = useServerHtml();
  // Thrown rather than passed to use(): use() may not be called in one render and skipped in the next.
  if (hydrating && !gate.isOpen) throw gate.opened;
  return children;
}

interface HydrateNearScreenProps {
  className?: string;
  children: ReactNode;
}

/** An `<li>` whose content hydrates when it nears the screen (see above). */
export function ListItemHydratedNearScreen({ className, children }: HydrateNearScreenProps) {
  // Whether there is server HTML to wait on is for WaitForGate to tell: the item itself must render
  // only once, as anything new it passed down would make React drop the waiting server HTML.
  const [gate] = useState(() => (typeof window === 'undefined' ? OPEN_GATE : closedGate()));
  const [firstContent] = useState(children);
  // New content for an item still waiting (another sort of the same products, changed stock): React
  // must hydrate the item before it can update it, and a navigation would wait for that. So the
  // item opens now, before React reaches its content (opening twice does nothing).
  if (children !== firstContent) gate.open();
  const item = useRef<HTMLLIElement>(null);

  useEffect(() => {
    if (gate.isOpen || !item.current) return;
    if (typeof IntersectionObserver === 'undefined') return gate.open();
    const stopObserving = observeNearScreen(item.current, gate);
    return () => {
      stopObserving();
      gate.open();
    };
  }, [gate]);

  return (
    <li ref={item} className={className}>
      <Suspense fallback={null}>
        <WaitForGate gate={gate}>{children}</WaitForGate>
      </Suspense>
    </li>
  );
}
