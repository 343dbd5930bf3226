// Ctrl-C and SIGTERM while svc writes a tool's configuration (CONTRACT §1, writing rules): the
// change under way is finished or rolled back, never left half done. Outside a write an interrupt
// ends the process at once, as usual (no listener is installed); while a writer holds the guard it
// only aborts `signal`, and the writer stops at the next file, rolls back and exits 130. A second
// Ctrl-C changes nothing.

export interface Interruption {
  /** Aborted (reason: the signal's name) when SIGINT or SIGTERM arrives while the guard is held. */
  readonly signal: AbortSignal;
  /** Holds the guard until the returned function is called. */
  hold(): () => void;
}

/** The process's interruption. */
export function processInterruption(target: Pick<NodeJS.Process, "on" | "off">): Interruption {
  const controller = new AbortController();
  let holders = 0;
  const onSignal = (name: NodeJS.Signals) => {
    if (!controller.signal.aborted) controller.abort(name);
  };
  return {
    signal: controller.signal,
    hold() {
      if (holders++ === 0) {
        target.on("SIGINT", onSignal);
        target.on("SIGTERM", onSignal);
      }
      let released = false;
      return () => {
        if (released) return;
        released = true;
        if (--holders === 0) {
          target.off("SIGINT", onSignal);
          target.off("SIGTERM", onSignal);
        }
      };
    },
  };
}
