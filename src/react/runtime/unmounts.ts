/**
 * Unmounting waits a task: moving an element is a disconnect followed by a connect, and the element
 * should keep its state through a move. Every element removed in the same task goes in one flush
 * (removing a list of 1,000 is one update of the shared root, not 1,000).
 */
export interface UnmountBatch<E> {
  add(element: E): void;
  /** It came back before its unmount (a move): it stays mounted. */
  revive(element: E): void;
}

/** flush gets the elements still disconnected a task after they left, once per task with any. */
export function createUnmountBatch<E extends { readonly host: Node }>(flush: (gone: Set<E>) => void): UnmountBatch<E> {
  const pending = new Set<E>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    timer = undefined;
    const gone = new Set([...pending].filter((element) => !element.host.isConnected));
    pending.clear();
    if (gone.size > 0) flush(gone);
  };
  return {
    add(element) {
      pending.add(element);
      timer ??= setTimeout(run, 0);
    },
    revive(element) {
      pending.delete(element);
    },
  };
}
