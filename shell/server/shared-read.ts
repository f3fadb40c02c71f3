/**
 * One read shared by the callers that ask for it together, each still given a value read after it
 * asked: a caller that comes while a read is in flight waits for the next one, which starts when
 * that ends and serves everyone who came meanwhile. Joining the read in flight instead could
 * return a value from before a change the caller has already seen made (an admin saves a price,
 * reloads, and is sent the page with the old one).
 *
 * At 50 requests in flight the server-rendered pages then ask the API for its catalogue version a
 * few times a round trip rather than once each.
 */
export function sharedRead<T>(read: () => Promise<T>): () => Promise<T> {
  let inFlight: Promise<T> | undefined;
  let next: Promise<T> | undefined;
  const start = (): Promise<T> => {
    const current = read();
    inFlight = current;
    const done = () => {
      if (inFlight === current) inFlight = undefined;
    };
    current.then(done, done);
    return current;
  };
  return () => {
    if (!inFlight) return start();
    next ??= inFlight
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => {
        next = undefined;
        return start();
      });
    return next;
  };
}
