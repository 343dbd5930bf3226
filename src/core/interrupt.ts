// Ctrl-C and SIGTERM while svc writes a tool's configuration (docs/promises.md#interruption): the
// change under way is finished or rolled back, never left half done. Outside a write an interrupt
// ends the process at once, as usual (no listener is installed); while a writer holds the guard it
// only aborts `signal` (and runs the holder's `onSignal`, so the writer can say at once what it
// does), and the writer stops at the next file, rolls back and exits 130. A second Ctrl-C changes
// nothing.

export interface Interruption {
  /** Aborted (reason: the signal's name) when SIGINT or SIGTERM arrives while the guard is held. */
  readonly signal: AbortSignal;
  /** Holds the guard until the returned function is called; `onSignal` runs as the first signal arrives. */
  hold(onSignal?: () => void): () => void;
  /** Tells the user at once (on stderr) what svc does about the interruption; absent: no one to tell. */
  say?(line: string): void;
  /** How a long roll-back is getting on, on a terminal (absent elsewhere: a log needs no ticker). */
  progress?(done: number, total: number): void;
}

/** The process's interruption; `tell` says what svc does about it (on the process's stderr). */
export function processInterruption(target: Pick<NodeJS.Process, "on" | "off">, tell?: Pick<Interruption, "say" | "progress">): Interruption {
  const controller = new AbortController();
  const holders = new Set<{ onSignal?: (() => void) | undefined }>();
  const onSignal = (name: NodeJS.Signals) => {
    if (controller.signal.aborted) return;
    controller.abort(name);
    for (const holder of holders) holder.onSignal?.();
  };
  return {
    signal: controller.signal,
    ...tell,
    hold(onHolderSignal) {
      const holder = { onSignal: onHolderSignal };
      if (holders.size === 0) {
        target.on("SIGINT", onSignal);
        target.on("SIGTERM", onSignal);
      }
      holders.add(holder);
      return () => {
        if (!holders.delete(holder) || holders.size > 0) return;
        target.off("SIGINT", onSignal);
        target.off("SIGTERM", onSignal);
      };
    },
  };
}
