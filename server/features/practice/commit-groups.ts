import { isDatabaseUnavailable } from '../../platform/errors';

type Pending<T, R> = { item: T; resolve(result: R): void; reject(error: unknown): void };

export type CommitGroupsOptions<T, R> = {
  /** Writes a group in one commit; returns each item's result by its place in the group. */
  write(items: T[]): Promise<R[]>;
  /** Items with the same key never share a group, and a later one waits until the earlier one is committed. */
  keyOf(item: T): string;
  /** Groups in flight at once per instance: the pool keeps the rest for reads, and larger groups cost less per item. */
  maxInFlight: number;
  maxSize: number;
};

/**
 * Writes of one instance, in groups: items that arrive while earlier groups are being written (or in the same turn
 * of the event loop) share one commit. Each item's promise settles only after the commit that holds it. Alone, an
 * item is written at once as a group of one; under load the groups grow by themselves. Used by the answer saves
 * and the mock-test starts (decision 073).
 */
export class CommitGroups<T, R> {
  private queue: Pending<T, R>[] = [];
  private inFlight = 0;
  /** The keys of the groups being written: a later item with one waits until the earlier is committed. */
  private writing = new Set<string>();
  private isScheduled = false;

  constructor(private readonly options: CommitGroupsOptions<T, R>) {}

  submit(item: T): Promise<R> {
    return new Promise((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      if (!this.isScheduled) {
        this.isScheduled = true;
        // Items whose requests were read in the same turn of the event loop join one group.
        setImmediate(() => {
          this.isScheduled = false;
          this.pump();
        });
      }
    });
  }

  private pump() {
    while (this.inFlight < this.options.maxInFlight && this.queue.length > 0) {
      const group = this.takeGroup();
      if (group.length === 0) return;
      this.inFlight++;
      void this.write(group).finally(() => {
        this.inFlight--;
        for (const pending of group) this.writing.delete(this.options.keyOf(pending.item));
        this.pump();
      });
    }
  }

  /** The oldest items, at most one per key and none of a key still being written, so the later one is written later. */
  private takeGroup(): Pending<T, R>[] {
    const group: Pending<T, R>[] = [];
    const rest: Pending<T, R>[] = [];
    const held = new Set<string>();
    for (const pending of this.queue) {
      const key = this.options.keyOf(pending.item);
      if (group.length < this.options.maxSize && !this.writing.has(key) && !held.has(key)) {
        this.writing.add(key);
        group.push(pending);
      } else {
        held.add(key);
        rest.push(pending);
      }
    }
    this.queue = rest;
    return group;
  }

  private async write(group: Pending<T, R>[]) {
    try {
      const results = await this.options.write(group.map((pending) => pending.item));
      group.forEach((pending, index) => pending.resolve(results[index]!));
    } catch (error) {
      // A database out of reach fails every item alike; anything else may be one item's fault (or a deadlock with
      // another instance), so each is tried alone and only its own failure reaches its request.
      if (group.length === 1 || isDatabaseUnavailable(error)) {
        for (const pending of group) pending.reject(error);
        return;
      }
      await Promise.all(
        group.map((pending) =>
          this.options.write([pending.item]).then(
            ([result]) => pending.resolve(result!),
            (alone: unknown) => pending.reject(alone),
          ),
        ),
      );
    }
  }
}
