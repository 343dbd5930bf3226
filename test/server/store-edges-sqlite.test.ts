// ./store-edges.ts on the SQLite store, and cases only the SQLite store has, found by mutation
// testing (stryker.config.mjs, module store) unchecked by ./store-unit-sqlite.test.ts.
import assert from "node:assert/strict";
import { readdir, readlink, realpath } from "node:fs/promises";
import path from "node:path";
import { describe, test } from "node:test";
import { backupSqliteStore, openSqliteStore } from "../../src/server/store/sqlite.ts";
import { sale } from "../support/stores.ts";
import { testTempDir } from "../support/temp.ts";
import { storeEdgeTests } from "./store-edges.ts";

storeEdgeTests("sqlite", false);

/** Files this process has open (Linux: /proc/self/fd), null where that cannot be read. */
async function openFiles(): Promise<string[] | null> {
  let fds: string[];
  try {
    fds = await readdir("/proc/self/fd");
  } catch {
    return null;
  }
  const targets = await Promise.all(fds.map((fd) => readlink(`/proc/self/fd/${fd}`).catch(() => "")));
  return targets.filter((target) => target !== "").sort();
}

const noProc = (await openFiles()) === null ? "no /proc/self/fd here" : false;

describe("the SQLite store's file, closed", () => {
  test("closing the store closes both its connections: the write-ahead log is folded in and removed", async (t) => {
    const dir = await testTempDir(t, "svc-store-");
    const store = await openSqliteStore(dir);
    await store.recordFulfilment(sale("pi_1"));
    await store.addAdEvents([{ event: "view", campaign: null, source: null, medium: null, placement: null, ref: null, receivedAt: 1 }]);
    await store.close();
    assert.deepEqual(await readdir(dir), ["svc.sqlite"]);
  });
});

describe("the SQLite store's backup", () => {
  test("the backup closes what it opened: no file of the store or of the copy is left open", { skip: noProc }, async (t) => {
    // The store is closed first: SQLite keeps a file open while another connection of the same
    // process holds a lock on it, which would hide a connection the backup left open.
    // Real paths, as /proc/self/fd names them (make mutate's TMPDIR is a link).
    const dir = await realpath(await testTempDir(t, "svc-store-"));
    const store = await openSqliteStore(dir);
    await store.recordFulfilment(sale("pi_1"));
    await store.close();
    const outDir = await realpath(await testTempDir(t, "svc-store-"));
    await backupSqliteStore(dir, path.join(outDir, "copy.sqlite"));
    const open = (await openFiles()) ?? [];
    assert.deepEqual(
      open.filter((file) => file.startsWith(dir) || file.startsWith(outDir)),
      [],
    );
    assert.ok(open.length > 0, "this process's own open files are seen");
  });

  test("a data folder without a store: refused, and no store is created there", async (t) => {
    const dir = await testTempDir(t, "svc-store-");
    const outDir = await testTempDir(t, "svc-store-");
    await assert.rejects(backupSqliteStore(dir, path.join(outDir, "copy.sqlite")), /unable to open database file/);
    assert.deepEqual(await readdir(dir), [], "the store is opened read-only: nothing is written in its folder");
    assert.deepEqual(await readdir(outDir), []);
  });
});
