/**
 * Resolves once `condition` holds, asking again every 25 ms; fails naming `what` after `limitMs`,
 * a bound for background work that never comes, not a wait for it.
 */
export async function until(condition: () => boolean | Promise<boolean>, what: string, limitMs = 50_000): Promise<void> {
  const giveUpAt = Date.now() + limitMs;
  while (!(await condition())) {
    if (Date.now() > giveUpAt) throw new Error(`Still waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
