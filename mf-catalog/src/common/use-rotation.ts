import { useCallback, useEffect, useState } from 'react';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** True while the visitor asks for reduced motion; follows changes of the setting. */
export function usePrefersReducedMotion(): boolean {
  // Starts false, as the server renders (it cannot know the setting), and follows the setting once mounted.
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia?.(REDUCED_MOTION);
    if (!query) return;
    const update = () => setReduced(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return reduced;
}

/**
 * An index that moves to the next of `count` every `intervalMs`; it stands still for
 * visitors who prefer reduced motion and while `paused` (hover or keyboard focus).
 */
export function useRotation(count: number, intervalMs: number) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const rotating = count > 1 && !paused && !reducedMotion;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => window.clearInterval(timer);
  }, [rotating, count, intervalMs]);

  const show = useCallback((next: number) => setIndex(((next % count) + count) % count), [count]);
  const pauseHandlers = {
    onMouseEnter: () => setPaused(true),
    onMouseLeave: () => setPaused(false),
    onFocus: () => setPaused(true),
    onBlur: () => setPaused(false),
  };
  return { index: count > 0 ? index % count : 0, show, reducedMotion, pauseHandlers };
}
