/** The run of `runs` with the median performance score, as Lighthouse's own docs advise, and every run's score (lowest first). */
export async function medianRun<Figures extends { performance: number }>(
  runs: number,
  run: () => Promise<Figures>,
): Promise<Figures & { performanceRuns: number[] }> {
  const figures: Figures[] = [];
  for (let index = 0; index < runs; index += 1) figures.push(await run());
  figures.sort((a, b) => a.performance - b.performance);
  return { ...figures[Math.floor(figures.length / 2)]!, performanceRuns: figures.map((f) => f.performance) };
}
