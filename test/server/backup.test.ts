// svc serve backup --out FILE (issue 18, item 6): a copy taken by the real executable's code (the
// bundle, as a process) while a server writes to the same store, restored into a new data folder
// and served by a new server: the same orders, the same licenses, the same seats sold.
import assert from "node:assert/strict";
import { copyFile, mkdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { describe, test } from "node:test";
import { execSvc, tempDir } from "../support/cli.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

async function buy(server: TestServer, product: string, token: string): Promise<{ license: string; payment_intent_id: string }> {
  const answer = await server.request("/api/v1/checkout", {
    json: { product_id: product, payment_mode: "processor_spt", shared_payment_granted_token: token, buyer_email: "ada@example.com" },
  });
  assert.equal(answer.status, 200, answer.text);
  return answer.body;
}

describe("svc serve backup", () => {
  test("a consistent copy while the server writes; restored, a new server serves the same orders", async () => {
    const server = await startTestServer();
    const founder = await buy(server, "svc_founder_lifetime", "spt_ok_backup_1");
    const lifetime = await buy(server, "svc_lifetime", "spt_ok_backup_2");

    // The server keeps writing (ad events) while the copy is taken by another process.
    let writing = true;
    let written = 0;
    const writer = (async () => {
      while (writing) {
        assert.equal((await server.request("/api/v1/ad-event", { json: { event: "click", campaign: "backup" } })).status, 202);
        written++;
      }
    })();
    const home = await tempDir("svc-backup-");
    const file = path.join(home, "svc-backup.sqlite");
    const env = { SVC_DATA_DIR: server.dataDir };
    const taken = await execSvc(["serve", "backup", "--out", file, "--json"], { home, env });
    writing = false;
    await writer;
    assert.equal(taken.code, 0, taken.stderr);
    const answer = JSON.parse(taken.stdout);
    assert.equal(answer.status, "backed_up");
    assert.equal(answer.file, file);
    assert.equal(answer.orders, 2);
    assert.equal(answer.bytes, (await stat(file)).size);
    assert.ok(written > 0, "the server wrote while the copy was taken");

    // An existing file is not replaced without --force (exit 4), and is left as it was.
    const before = await readFile(file);
    const again = await execSvc(["serve", "backup", "--out", file], { home, env });
    assert.equal(again.code, 4, again.stderr);
    assert.match(again.stderr, /already exists; nothing was written/);
    assert.deepEqual(await readFile(file), before);
    assert.equal((await execSvc(["serve", "backup", "--out", file, "--force"], { home, env })).code, 0);

    // Restored into a new data folder; a new server (whose processor knows none of these payments,
    // so it can only answer from the store) serves the same licenses and seats.
    const restored = path.join(await tempDir("svc-restored-"), "data");
    await mkdir(restored, { recursive: true });
    await copyFile(file, path.join(restored, "svc.sqlite"));
    const second = await startTestServer({ dataDir: restored });
    for (const bought of [founder, lifetime]) {
      const license = await second.request(`/api/v1/license?payment_intent_id=${bought.payment_intent_id}`);
      assert.equal(license.status, 200, license.text);
      assert.deepEqual(license.body.licenses, [bought.license]);
    }
    const products = (await second.request("/api/v1/products")).body.products as { id: string; remaining?: number }[];
    assert.equal(products.find((product) => product.id === "svc_founder_lifetime")?.remaining, 9);
    assert.equal(second.stripe!.charges.length, 0, "nothing was asked of the processor");
  });

  test("no store, a PostgreSQL store, or a bad address: a clear error naming the fix", async () => {
    const home = await tempDir("svc-backup-");
    const missing = await execSvc(["serve", "backup", "--out", "x.sqlite"], { home, env: { SVC_DATA_DIR: path.join(home, "nothing") } });
    assert.equal(missing.code, 1);
    assert.match(missing.stderr, /there is no store to back up: .*nothing\/svc\.sqlite does not exist/);
    const postgres = await execSvc(["serve", "backup", "--out", "x.sqlite"], { home, env: { SVC_DATABASE_URL: "postgres://svc@localhost/svc" } });
    assert.equal(postgres.code, 1);
    assert.match(postgres.stderr, /the store is PostgreSQL/);
    assert.match(postgres.stderr, /pg_dump --format=custom/);
    // Read as svc serve reads it: an address that is not PostgreSQL's is a bad setting, not a PostgreSQL store.
    const wrong = await execSvc(["serve", "backup", "--out", "x.sqlite"], { home, env: { SVC_DATABASE_URL: "mysql://svc@localhost/svc" } });
    assert.equal(wrong.code, 1);
    assert.match(wrong.stderr, /SVC_DATABASE_URL: is not a postgres:\/\/ address/);
  });
});
