import { medianRun } from './median-run';

const run = (performance: number) => ({
  path: '/dashboard',
  preset: 'mobile' as const,
  performance,
  accessibility: 100,
  bestPractices: 100,
  lcpMs: 5000 - performance * 10,
  tbtMs: 0,
  cls: 0,
  scriptKb: 280,
});

test("a page's figures are those of its run with the median performance score, and every run's score is kept", async () => {
  const scores = [79, 61, 70];
  const figures = await medianRun(3, async () => run(scores.shift()!));
  expect(figures.performance).toBe(70);
  expect(figures.lcpMs).toBe(4300);
  expect(figures.performanceRuns).toEqual([61, 70, 79]);
});
