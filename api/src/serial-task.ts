/**
 * Work run on demand, one round at a time: a wake while a round runs asks for one more round after
 * it, however many wakes came; once stopped, nothing new starts.
 */
export class SerialTask {
  private round: Promise<void> | null = null;
  private again = false;
  private stopped = false;

  constructor(
    private readonly work: () => Promise<void>,
    private readonly onError: (error: unknown) => void,
  ) {}

  wake(): void {
    if (this.stopped) return;
    if (this.round) {
      this.again = true;
      return;
    }
    this.round = this.work()
      .catch(this.onError)
      .finally(() => {
        this.round = null;
        if (this.again) {
          this.again = false;
          this.wake();
        }
      });
  }

  /** Starts nothing more; resolves once the round under way has ended. */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.round;
  }
}
