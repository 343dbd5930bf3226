// `svc mcp` in-process: runCli(["mcp"]) with standard input and output as streams in this process,
// and the SDK's client on the other end. The five local tools, their schemas (a committed golden),
// each tool's answer against the command's own --json, errors, and every request answered when
// the input closes. (test/mcp-local.test.ts runs the bundle as a real process.)
import assert from "node:assert/strict";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { PassThrough } from "node:stream";
import { describe, test, type TestContext } from "node:test";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { FIXTURES } from "./fixtures/harness.ts";
import { DEV_LICENSE, svc, type RunResult } from "./support/cli.ts";
import { GOLDEN, matchGolden } from "./support/golden.ts";
import { callOverStdio, errorOf, structured } from "./support/mcp.ts";
import { makeWorld, type World } from "./support/world.ts";

interface Served {
  client: Client;
  /** Ends standard input and waits for `svc mcp` to exit. */
  stop(): Promise<RunResult>;
}

/** `svc mcp` on two in-memory streams, and a client speaking MCP's stdio framing (JSON lines) on them. */
async function serve(t: TestContext, world: World): Promise<Served> {
  const input = new PassThrough();
  const output = new PassThrough();
  const running = svc(["mcp"], { home: world.home, cwd: world.repo, env: { SVC_LICENSE: DEV_LICENSE }, stdio: { input, output } });
  const client = new Client({ name: "svc-test", version: "1.0.0" });
  // The SDK's stdio transport is newline-delimited JSON over any two streams; it serves as the
  // client's end here (the server's output is its input).
  await client.connect(new StdioServerTransport(output, input));
  let stopped: Promise<RunResult> | undefined;
  const stop = (): Promise<RunResult> => {
    stopped ??= client.close().then(() => {
      input.end();
      return running;
    });
    return stopped;
  };
  t.after(stop); // a failed assertion must not leave the server waiting
  return { client, stop };
}

/** What the command answers with --json, in-process. */
async function cli(world: World, args: string[]): Promise<any> {
  const result = await svc([...args, "--json"], { home: world.home, cwd: world.repo, env: { SVC_LICENSE: DEV_LICENSE } });
  assert.equal(result.code, 0, result.stdout);
  return JSON.parse(result.stdout);
}

/** A distill answer without its fingerprints: each snapshot's HMAC key is new, so they differ by run. */
function unkeyed(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value, (key, field: unknown) => (key === "fingerprint" ? "<keyed>" : field)));
}

describe("svc mcp in-process", () => {
  test("its tools, schemas, annotations and instructions are those of the golden", async (t) => {
    const world = await makeWorld();
    const { client, stop } = await serve(t, world);
    assert.deepEqual(client.getServerVersion(), { name: "svc", version: "0.1.0" });
    const { tools } = await client.listTools();
    await matchGolden(t, path.join(GOLDEN, "mcp", "local-tools.json"), { instructions: client.getInstructions(), tools });
    const stopped = await stop();
    assert.equal(stopped.code, 0);
    assert.match(
      stopped.stderr,
      /^svc mcp: serving on stdio \(list_targets, preview, sync_plan_push, distill_inspect, distill_plan\); close standard input to stop$/m,
    );
  });

  test("list_targets is one tool: the same name, schemas and words as the remote endpoint's", async () => {
    const read = async (file: string) => JSON.parse(await readFile(path.join(GOLDEN, "mcp", file), "utf8")) as { tools: { name: string }[] };
    const [local, remote] = await Promise.all([read("local-tools.json"), read("remote-tools.json")]);
    const listTargets = (golden: { tools: { name: string }[] }) => golden.tools.find((tool) => tool.name === "list_targets");
    assert.ok(listTargets(local) !== undefined);
    assert.deepEqual(listTargets(local), listTargets(remote));
  });

  test("a field the schema does not name, or a value outside its enum, is refused before anything runs", async (t) => {
    const world = await makeWorld(FIXTURES["claude-code"]!);
    const { client } = await serve(t, world);
    const refusals = [
      { name: "list_targets", arguments: { content: "x" } },
      { name: "preview", arguments: { from: "claude-code", to: "codex", files: { "CLAUDE.md": "# rules" } } },
      { name: "preview", arguments: { from: "claude-code", to: "codex", kinds: [] } },
      { name: "preview", arguments: { from: "claude-code", to: "codex", repo: "" } },
      { name: "sync_plan_push", arguments: { tool: "zed" } },
      { name: "distill_plan", arguments: { source: "claude-code", out: "x", org: "acme", replace: ["no-equals"] } },
    ];
    for (const call of refusals) {
      const result = await client.callTool(call);
      assert.equal(result.isError, true, JSON.stringify(call));
      assert.match((result.content as { text: string }[])[0]!.text, /Input validation error/, JSON.stringify(call));
    }
  });

  test("a command's error is the tool's error JSON: code, message with the hint, details", async (t) => {
    const world = await makeWorld(FIXTURES["claude-code"]!);
    const { client } = await serve(t, world);
    assert.deepEqual(errorOf(await client.callTool({ name: "preview", arguments: { from: "zed", to: "zed" } })), {
      error: { code: "usage", message: "--from and --to are both zed: nothing to move" },
    });
    const file = path.join(world.repo, "a-file");
    await writeFile(file, "x");
    assert.deepEqual(errorOf(await client.callTool({ name: "sync_plan_push", arguments: { tool: "codex", hub: file } })), {
      error: {
        code: "filesystem",
        message: "cannot create the folder a-file: a file is in the way (EEXIST). Move or rename that file (svc needs a folder there), then run again.",
        path: file,
        errno: "EEXIST",
      },
    });
  });

  test("a repo that is not there is the CLI's usage error, not an empty plan", async (t) => {
    const world = await makeWorld(FIXTURES["claude-code"]!);
    const { client } = await serve(t, world);
    const cli = await svc(["preview", "--from", "claude-code", "--to", "codex", "--repo", "no/such", "--json"], { home: world.home, cwd: world.repo });
    assert.equal(cli.code, 2);
    const expected = JSON.parse(cli.stdout).error;
    assert.equal(expected.message, "--repo no/such: there is no folder no/such");
    const message = `${expected.message}. ${expected.hint}`;
    const calls = [
      { name: "preview", arguments: { from: "claude-code", to: "codex", repo: "no/such" } },
      { name: "sync_plan_push", arguments: { tool: "codex", repo: "no/such" } },
      { name: "distill_inspect", arguments: { source: "claude-code", repo: "no/such" } },
      { name: "distill_plan", arguments: { source: "claude-code", repo: "no/such", out: "x", org: "acme" } },
    ];
    for (const call of calls) assert.deepEqual(errorOf(await client.callTool(call)), { error: { code: "usage", message } }, call.name);
  });

  test("input closed right after the requests: every request is answered before it exits", async () => {
    const world = await makeWorld(FIXTURES["claude-code"]!);
    const { code, stderr, answers } = await callOverStdio(
      [
        { name: "preview", arguments: { from: "claude-code", to: "codex", repo: world.repo, scope: "all" } },
        { name: "list_targets", arguments: {} },
      ],
      (stdio) => svc(["mcp"], { home: world.home, cwd: world.repo, env: { SVC_LICENSE: DEV_LICENSE }, stdio }),
    );
    assert.equal(code, 0, stderr);
    assert.deepEqual(answers.map((answer) => answer.id).sort(), [0, 1, 2]);
    assert.ok((answers.find((answer) => answer.id === 1)?.result?.structuredContent?.items ?? []).length > 5);
    assert.equal(answers.find((answer) => answer.id === 2)?.result?.structuredContent?.targets?.length, 13);
  });

  test("a sync hub named by hub or repo is the one planned from", async (t) => {
    const world = await makeWorld(FIXTURES["claude-code"]!);
    const { client } = await serve(t, world);
    const hub = path.join(world.home, "other-hub");
    await cli(world, ["sync", "pull", "--from", "claude-code", "--hub", hub]);
    const viaHub = structured(await client.callTool({ name: "sync_plan_push", arguments: { tool: "codex", hub } }));
    assert.equal(viaHub.plan_path, path.join(hub, ".plans", path.basename(viaHub.plan_path)));
    assert.deepEqual(viaHub, await cli(world, ["sync", "plan-push", "--to", "codex", "--hub", hub]));
    await cli(world, ["sync", "pull", "--from", "claude-code", "--repo", world.repo]);
    const viaRepo = structured(await client.callTool({ name: "sync_plan_push", arguments: { tool: "codex", repo: world.repo } }));
    assert.ok(viaRepo.plan_path.startsWith(path.join(world.repo, ".svc", "harness-sync")), viaRepo.plan_path);
  });

  test("copy_shared is --copy-shared: preview and sync_plan_push copy what the target reads from another tool's folder", async (t) => {
    const world = await makeWorld({ home: { ".claude/skills/review/SKILL.md": "---\nname: review\ndescription: Review\n---\nSteps.\n" } });
    const { client } = await serve(t, world);
    const copied = structured(await client.callTool({ name: "preview", arguments: { from: "claude-code", to: "cursor", copy_shared: true } }));
    assert.deepEqual(copied, await cli(world, ["preview", "--from", "claude-code", "--to", "cursor", "--copy-shared"]));
    assert.notDeepEqual(copied, await cli(world, ["preview", "--from", "claude-code", "--to", "cursor"]));
    await cli(world, ["sync", "pull", "--from", "claude-code"]);
    const pushed = structured(await client.callTool({ name: "sync_plan_push", arguments: { tool: "cursor", copy_shared: true } }));
    assert.deepEqual(pushed, await cli(world, ["sync", "plan-push", "--to", "cursor", "--copy-shared"]));
    assert.equal(pushed.summary.create, 1);
  });

  test("each tool answers what its command answers with --json, optional fields passed on", async (t) => {
    const world = await makeWorld(FIXTURES["claude-code"]!, FIXTURES.cursor);
    const { client } = await serve(t, world);

    const targets = structured(await client.callTool({ name: "list_targets", arguments: {} }));
    assert.deepEqual(targets, await cli(world, ["targets"]));

    const preview = structured(await client.callTool({ name: "preview", arguments: { from: "claude-code", to: "codex" } }));
    assert.deepEqual(preview, await cli(world, ["preview", "--from", "claude-code", "--to", "codex"]));
    const scoped = structured(
      await client.callTool({ name: "preview", arguments: { from: "tool_a", to: "codex", repo: world.repo, scope: "project", kinds: ["mcp"] } }),
    );
    assert.deepEqual(
      scoped,
      await cli(world, ["preview", "--from", "claude-code", "--to", "codex", "--repo", world.repo, "--scope", "project", "--kinds", "mcp"]),
    );
    assert.notDeepEqual(
      scoped,
      await cli(world, ["preview", "--from", "claude-code", "--to", "codex", "--repo", world.repo, "--scope", "all", "--kinds", "mcp"]),
    );
    assert.notDeepEqual(scoped, await cli(world, ["preview", "--from", "claude-code", "--to", "codex", "--repo", world.repo, "--scope", "project"]));

    const inspected = structured(await client.callTool({ name: "distill_inspect", arguments: { source: "claude-code" } }));
    assert.deepEqual(inspected, await cli(world, ["distill", "inspect", "--source", "claude-code"]));
    const inspectedProject = structured(
      await client.callTool({ name: "distill_inspect", arguments: { source: "claude-code", repo: world.repo, scope: "project" } }),
    );
    assert.deepEqual(inspectedProject, await cli(world, ["distill", "inspect", "--source", "claude-code", "--repo", world.repo, "--scope", "project"]));
    assert.notDeepEqual(inspectedProject, inspected);

    const out = path.join(world.repo, "snapshot");
    const planned = structured(await client.callTool({ name: "distill_plan", arguments: { source: "claude-code", out, org: "acme" } }));
    assert.deepEqual(unkeyed(planned), unkeyed(await cli(world, ["distill", "plan", "--source", "claude-code", "--out", out, "--org", "acme"])));
    const replaced = structured(
      await client.callTool({
        name: "distill_plan",
        arguments: { source: "claude-code", out, org: "acme", repo: world.repo, scope: "project", replace: ["Ada=Acme"] },
      }),
    );
    assert.deepEqual(
      unkeyed(replaced),
      unkeyed(
        await cli(world, [
          "distill",
          "plan",
          "--source",
          "claude-code",
          "--out",
          out,
          "--org",
          "acme",
          "--repo",
          world.repo,
          "--scope",
          "project",
          "--replace",
          "Ada=Acme",
        ]),
      ),
    );
    assert.notDeepEqual(
      unkeyed(replaced),
      unkeyed(await cli(world, ["distill", "plan", "--source", "claude-code", "--out", out, "--org", "acme", "--repo", world.repo, "--scope", "project"])),
    );

    await cli(world, ["sync", "pull", "--from", "claude-code"]);
    const push = structured(await client.callTool({ name: "sync_plan_push", arguments: { tool: "cursor" } }));
    assert.equal(push.to, "cursor");
    assert.deepEqual(push, await cli(world, ["sync", "plan-push", "--to", "cursor"]));
    const overwrite = structured(await client.callTool({ name: "sync_plan_push", arguments: { tool: "cursor", policy: "overwrite" } }));
    assert.deepEqual(overwrite, await cli(world, ["sync", "plan-push", "--to", "cursor", "--policy", "overwrite"]));
    assert.deepEqual([push.policy, overwrite.policy], ["merge", "overwrite"]);
  });
});
