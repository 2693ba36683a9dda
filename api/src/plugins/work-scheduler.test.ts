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
  test('heavy steps beyond the slots wait, and one owner gets slots in the order it asked', async () => {
    const scheduler = new WorkScheduler({ heavySlots: 2 });
    const first = await scheduler.acquireHeavy('a');
    await scheduler.acquireHeavy('a');
    const order: number[] = [];
    const third = scheduler.acquireHeavy('a').then((release) => {
      order.push(3);
      return release;
    });
    const fourth = scheduler.acquireHeavy('a').then((release) => {
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

  test('waiting steps are served by owner in turn: one owner with many waiting delays another by one step', async () => {
    const scheduler = new WorkScheduler({ heavySlots: 1 });
    const running = await scheduler.acquireHeavy('flood');
    const order: string[] = [];
    const waiting = [...Array.from({ length: 5 }, (_, i) => ['flood', i] as const), ['other', 0] as const, ['other', 1] as const].map(([owner, i]) =>
      scheduler.acquireHeavy(owner).then((release) => {
        order.push(`${owner}${i}`);
        release();
      }),
    );
    running();
    await Promise.all(waiting);
    expect(order).toEqual(['flood0', 'other0', 'flood1', 'other1', 'flood2', 'flood3', 'flood4']);
  });

  test("heavy calls past an account's share are refused with 503 while other accounts are admitted", () => {
    const scheduler = new WorkScheduler({ heavySlots: 1, heavyCallsPerAccount: 3 });
    const admitted = Array.from({ length: 3 }, () => scheduler.admitCall('flood'));
    expect(() => scheduler.admitCall('flood')).toThrow(expect.objectContaining({ statusCode: 503, retryAfterSeconds: 30 }));
    expect(() => scheduler.admitCall('other')).not.toThrow();
    admitted[0]!();
    admitted[0]!(); // counted once
    expect(() => scheduler.admitCall('flood')).not.toThrow();
    expect(() => scheduler.admitCall('flood')).toThrow(expect.objectContaining({ statusCode: 503 }));
  });

  test('background work waits while a light request is in flight, and goes on when it ends', async () => {
    const scheduler = new WorkScheduler({ heavySlots: 1 });
    const ended = scheduler.lightStarted();
    const step = scheduler.yieldToLight();
    expect(await settled(step)).toBe(false);
    ended();
    expect(await settled(step)).toBe(true);
  });

  test('a steady stream of light requests slows background work down but never stops it', async () => {
    const scheduler = new WorkScheduler({ heavySlots: 1 });
    scheduler.lightStarted(); // never ends
    await expect(scheduler.yieldToLight()).resolves.toBeUndefined();
  });

  test('a step in turn holds its slot only while it runs, even when it fails', async () => {
    const scheduler = new WorkScheduler({ heavySlots: 1 });
    await expect(scheduler.inTurn('a', () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    await expect(scheduler.inTurn('b', async () => 'ran')).resolves.toBe('ran');
  });
});
