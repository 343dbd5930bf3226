// `svc mcp` in-process over raw JSON lines: a project other than the folder svc mcp runs in, with
// a scope other than the default, reaches each command as given; input past the SDK's line limit
// stops the server instead of leaving it waiting. test/mcp-local-tools.test.ts has the tools
// through the SDK's client.
import assert from "node:assert/strict";
import path from "node:path";
import { PassThrough } from "node:stream";
import { describe, test } from "node:test";
import { FIXTURES } from "./fixtures/harness.ts";
import { DEV_LICENSE, svc } from "./support/cli.ts";
import { callOverStdio } from "./support/mcp.ts";
import { makeWorld, type World } from "./support/world.ts";

/** `svc mcp` run in `cwd` with these tool calls on standard input, then input closed: each call's structured answer. */
async function callAll(world: World, cwd: string, calls: { name: string; arguments: Record<string, unknown> }[]): Promise<unknown[]> {
  const { code, stderr, answers } = await callOverStdio(calls, (stdio) => svc(["mcp"], { home: world.home, cwd, env: { SVC_LICENSE: DEV_LICENSE }, stdio }));
  assert.equal(code, 0, stderr);
  return calls.map((_, index) => {
    const answer = answers.find((entry) => entry.id === index + 1);
    assert.ok(answer?.result !== undefined && answer.result.isError !== true, JSON.stringify(answer));
    return answer.result.structuredContent;
  });
}

/** What the command answers with --json, run in `cwd`. */
async function cli(world: World, cwd: string, args: string[]): Promise<any> {
  const result = await svc([...args, "--json"], { home: world.home, cwd, env: { SVC_LICENSE: DEV_LICENSE } });
  assert.equal(result.code, 0, result.stdout);
  return JSON.parse(result.stdout);
}

describe("svc mcp over raw JSON lines", () => {
  test("repo and scope reach preview, distill_inspect and distill_plan as given, not as the defaults", async () => {
    const world = await makeWorld(FIXTURES["claude-code"]!);
    const out = path.join(world.home, "snapshot");
    // svc mcp runs in the home folder, so the project is not the current folder, and "all" is
    // neither the default with repo (project) nor without it (global).
    const [preview, inspected, planned] = (await callAll(world, world.home, [
      { name: "preview", arguments: { from: "claude-code", to: "codex", repo: world.repo, scope: "all" } },
      { name: "distill_inspect", arguments: { source: "claude-code", repo: world.repo, scope: "all" } },
      { name: "distill_plan", arguments: { source: "claude-code", out, org: "acme", repo: world.repo, scope: "all" } },
    ])) as any[];

    const previewArgs = ["preview", "--from", "claude-code", "--to", "codex"];
    assert.deepEqual(preview, await cli(world, world.home, [...previewArgs, "--repo", world.repo, "--scope", "all"]));
    assert.notDeepEqual(preview, await cli(world, world.home, [...previewArgs, "--repo", world.repo]));
    assert.notDeepEqual(preview, await cli(world, world.home, [...previewArgs, "--scope", "all"]));

    const inspectArgs = ["distill", "inspect", "--source", "claude-code"];
    assert.deepEqual(inspected, await cli(world, world.home, [...inspectArgs, "--repo", world.repo, "--scope", "all"]));
    assert.notDeepEqual(inspected, await cli(world, world.home, [...inspectArgs, "--repo", world.repo]));
    assert.notDeepEqual(inspected, await cli(world, world.home, [...inspectArgs, "--scope", "all"]));

    // A snapshot's fingerprints are keyed anew each run: its files show which harness was read.
    const planArgs = ["distill", "plan", "--source", "claude-code", "--out", out, "--org", "acme"];
    assert.deepEqual(planned.files, (await cli(world, world.home, [...planArgs, "--repo", world.repo, "--scope", "all"])).files);
    assert.notDeepEqual(planned.files, (await cli(world, world.home, [...planArgs, "--repo", world.repo])).files);
    assert.notDeepEqual(planned.files, (await cli(world, world.home, [...planArgs, "--scope", "all"])).files);
  });

  test("a line past the SDK's 10 MiB limit closes the transport, and svc mcp stops while its input is still open", { timeout: 60_000 }, async (t) => {
    const world = await makeWorld();
    const input = new PassThrough();
    const output = new PassThrough();
    t.after(() => input.end()); // a server that did not stop must not be left waiting
    const running = svc(["mcp"], { home: world.home, cwd: world.home, env: { SVC_LICENSE: DEV_LICENSE }, stdio: { input, output } });
    input.write(Buffer.alloc(10 * 1024 * 1024 + 1, "x"));
    const result = await running;
    assert.equal(input.writableEnded, false);
    assert.deepEqual(result, {
      code: 0,
      stdout: "",
      stderr: "svc mcp: serving on stdio (list_targets, preview, sync_plan_push, distill_inspect, distill_plan); close standard input to stop\n",
    });
  });
});
