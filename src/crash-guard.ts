// The executable's first code (src/main.ts imports it before anything else, so it runs before any
// other module of the bundle is evaluated): an error nothing else caught, even one thrown while svc
// is still loading, ends svc with a short message and how to report it, never with Node's default
// report, which quotes the offending source line (in the minified bundle, kilobytes of code).
// SVC_DEBUG=1 adds the stack trace.
import { embeddedBuildInfo } from "./core/build-info.ts";

function describe(error: unknown): string {
  if (error instanceof Error) return `${error.name === "Error" ? "" : `${error.name}: `}${error.message}`;
  return String(error);
}

function which(): string {
  try {
    const build = embeddedBuildInfo();
    return `svc ${build.version} (commit ${build.commit}, ${process.platform}-${process.arch}, node ${process.version})`;
  } catch {
    return `svc (${process.platform}-${process.arch}, node ${process.version})`;
  }
}

function crashReport(error: unknown, debug: boolean): string {
  const lines = [
    `error: svc stopped on an unexpected error: ${describe(error)}`,
    `  This is a bug in ${which()}.`,
    "  Please report it with this message and what `svc doctor` prints; SVC_DEBUG=1 adds the stack trace.",
  ];
  if (debug && error instanceof Error && error.stack) lines.push(error.stack);
  return `${lines.join("\n")}\n`;
}

const debug = (process.env["SVC_DEBUG"] ?? "") !== "" && process.env["SVC_DEBUG"] !== "0";
process.on("uncaughtException", (error) => {
  try {
    process.stderr.write(crashReport(error, debug));
  } finally {
    process.exit(1);
  }
});
