// The bundle compiles only what a command runs (scripts/chunks.ts): svc version, --help and Tab
// completion compile no chunk beyond the main script's; a command compiles its own chunks and no
// other command's. Observed from outside: a preloaded module records each chunk V8 is asked to
// compile (the loader compiles lazy chunks with node:vm's Script, named svc/<chunk>).
import assert from "node:assert/strict";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, test } from "node:test";
import { BUNDLE, runProcess, tempDir } from "./support/cli.ts";

const RECORDER = `
const vm = require("node:vm");
const { appendFileSync } = require("node:fs");
const Script = vm.Script;
vm.Script = class extends Script {
  constructor(code, options) {
    super(code, options);
    if (typeof options?.filename === "string" && options.filename.startsWith("svc/")) appendFileSync(process.env.CHUNKS_LOG, options.filename.slice(4) + "\\n");
  }
};
`;

/** Runs the bundle with `args`; its exit code, stdout and the chunks it compiled. */
async function chunksOf(args: string[]): Promise<{ code: number; stdout: string; chunks: string[] }> {
  const home = await tempDir("svc-chunks-");
  const recorder = path.join(home, "recorder.cjs");
  const log = path.join(home, "chunks.log");
  await writeFile(recorder, RECORDER);
  await writeFile(log, "");
  const run = await runProcess([process.execPath, "--require", recorder, BUNDLE, ...args], {
    env: { PATH: process.env["PATH"] ?? "", HOME: home, SVC_HOME: path.join(home, ".svc"), CHUNKS_LOG: log },
    cwd: home,
  });
  return { code: run.code, stdout: run.stdout, chunks: (await readFile(log, "utf8")).split("\n").filter(Boolean) };
}

describe("the bundle's chunks", () => {
  for (const args of [["version"], ["--help"], ["__complete", "mi"], ["__complete", "preview", "--to", ""]]) {
    test(`svc ${args.join(" ")} compiles no chunk beyond the main script`, async () => {
      const run = await chunksOf(args);
      assert.equal(run.code, 0);
      assert.notEqual(run.stdout, "");
      assert.deepEqual(run.chunks, []);
    });
  }

  test("svc targets compiles its own chunks and none of serve, distill or build", async () => {
    const run = await chunksOf(["targets", "codex"]);
    assert.equal(run.code, 0);
    assert.match(run.stdout, /Codex/);
    assert.ok(
      run.chunks.some((chunk) => chunk.startsWith("targets-")),
      run.chunks.join(" "),
    );
    assert.deepEqual(
      run.chunks.filter((chunk) => /^(serve|distill|build|mcp-sdk)\b/.test(chunk)),
      [],
    );
  });
});
