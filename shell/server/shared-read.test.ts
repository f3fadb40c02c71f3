/**
 * @jest-environment node
 */
import { sharedRead } from './shared-read';

/** A read whose answers the test gives, one per read, in the order they started. */
function controlledRead() {
  const pending: { resolve: (value: number) => void; reject: (error: Error) => void }[] = [];
  const read = () =>
    new Promise<number>((resolve, reject) => {
      pending.push({ resolve, reject });
    });
  return { read, pending };
}

const settled = () => new Promise((resolve) => setImmediate(resolve));

test('callers that come while a read is in flight share the one read after it', async () => {
  const { read, pending } = controlledRead();
  const version = sharedRead(read);

  const first = version();
  const second = version();
  const third = version();
  expect(pending).toHaveLength(1);

  pending[0]?.resolve(1);
  expect(await first).toBe(1);
  await settled();
  // The two that came during the first read get a read that started after they asked.
  expect(pending).toHaveLength(2);
  pending[1]?.resolve(2);
  expect(await second).toBe(2);
  expect(await third).toBe(2);
});

test('a failed read fails its callers only; the next callers read again', async () => {
  const { read, pending } = controlledRead();
  const version = sharedRead(read);

  const failed = version();
  const waiting = version();
  pending[0]?.reject(new Error('API down'));
  await expect(failed).rejects.toThrow('API down');
  await settled();
  pending[1]?.resolve(3);
  expect(await waiting).toBe(3);

  const later = version();
  expect(pending).toHaveLength(3);
  pending[2]?.resolve(4);
  expect(await later).toBe(4);
});
