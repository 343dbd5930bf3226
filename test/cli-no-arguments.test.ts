// A command line that is only a command's words (`svc version`, `svc migrate`) is parsed without
// cac (src/cli.ts): the answer must be cac's, option for option and error for error. `--` after
// the words changes nothing for cac, and sends the same line through it.
import assert from "node:assert/strict";
import { test } from "node:test";
import { parseCommandLine } from "../src/cli.ts";
import { COMMANDS } from "../src/commands/table.ts";
import { developmentBuild } from "./support/cli.ts";

const build = developmentBuild();

function outcome(args: string[]): unknown {
  try {
    const parsed = parseCommandLine(args, build);
    return parsed.kind === "run" ? { spec: parsed.spec.name, options: parsed.options } : parsed;
  } catch (error) {
    return { error: (error as Error).message, hint: (error as { hint?: string }).hint };
  }
}

test("every command given alone parses as cac parses it", () => {
  for (const spec of COMMANDS) {
    for (const name of [spec.name, ...(spec.aliases ?? [])]) {
      const words = name.split(" ");
      assert.deepEqual(outcome(words), outcome([...words, "--"]), `svc ${name}`);
    }
  }
});
