/**
 * At most `slots` sends in flight (the SMTP pool's connections); a waiting send of a higher priority goes before
 * every waiting send of a lower one (FIFO within a priority). The mail workers put whole batches of bulk mail
 * through it, so a transactional message fetched meanwhile waits only for the next free slot, not for the
 * batches queued ahead of it.
 */
export interface SendGate {
  run<R>(priority: number, task: () => Promise<R>): Promise<R>;
}

export function createSendGate(slots: number): SendGate {
  let busy = 0;
  /** Sorted: priority descending, then arrival. */
  const waiting: { priority: number; go: () => void }[] = [];

  const acquire = (priority: number): Promise<void> => {
    if (busy < slots) {
      busy += 1;
      return Promise.resolve();
    }
    return new Promise<void>((go) => {
      const at = waiting.findIndex((w) => w.priority < priority);
      waiting.splice(at === -1 ? waiting.length : at, 0, { priority, go });
    });
  };
  const release = () => {
    const next = waiting.shift();
    if (next)
      next.go(); // the slot passes on
    else busy -= 1;
  };

  return {
    async run(priority, task) {
      await acquire(priority);
      try {
        return await task();
      } finally {
        release();
      }
    },
  };
}
