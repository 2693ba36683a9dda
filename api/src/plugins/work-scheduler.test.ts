import { WorkScheduler } from './work-scheduler';

const settled = async <T>(promise: Promise<T>) => {
  let done = false;
  void promise.then(
    () => {
      done = true;
    },
    () => {
      done = true;
    },
  );
  await new Promise((resolve) => setImmediate(resolve));
  return done;
};

describe('WorkScheduler', () => {
  test('heavy calls beyond the slots wait, and get a slot in the order they asked', async () => {
    const scheduler = new WorkScheduler(2);
    const first = await scheduler.acquireHeavy();
    await scheduler.acquireHeavy();
    const order: number[] = [];
    const third = scheduler.acquireHeavy().then((release) => {
      order.push(3);
      return release;
    });
    const fourth = scheduler.acquireHeavy().then((release) => {
      order.push(4);
      return release;
    });
    expect(await settled(third)).toBe(false);
    first();
    first(); // a second release of one slot frees nothing more
    expect(await settled(third)).toBe(true);
    expect(await settled(fourth)).toBe(false);
    (await third)();
    await fourth;
    expect(order).toEqual([3, 4]);
  });

  test('a request finding the queue full is refused with 503; background work still queues', async () => {
    const scheduler = new WorkScheduler(1);
    await scheduler.acquireHeavy();
    const queued = Array.from({ length: 100 }, () => scheduler.acquireHeavy());
    await expect(scheduler.acquireHeavy()).rejects.toMatchObject({ statusCode: 503 });
    expect(await settled(scheduler.acquireHeavy({ queueFull: 'wait' }))).toBe(false);
    expect(queued).toHaveLength(100);
  });

  test('background work waits while a light request is in flight, and goes on when it ends', async () => {
    const scheduler = new WorkScheduler(1);
    const ended = scheduler.lightStarted();
    const step = scheduler.yieldToLight();
    expect(await settled(step)).toBe(false);
    ended();
    expect(await settled(step)).toBe(true);
  });

  test('a steady stream of light requests slows background work down but never stops it', async () => {
    const scheduler = new WorkScheduler(1);
    scheduler.lightStarted(); // never ends
    await expect(scheduler.yieldToLight()).resolves.toBeUndefined();
  });
});
