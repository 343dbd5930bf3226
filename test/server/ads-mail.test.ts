// Ad events with their admin listing, and the outbox: the folder without SMTP, retries with it.
import assert from "node:assert/strict";
import { randomBytes } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { describe, test } from "node:test";
import { loadConfig } from "../../src/server/config.ts";
import { messageId } from "../../src/server/mail/mailer.ts";
import { createLogger } from "../../src/server/log.ts";
import { AdEventQueue } from "../../src/server/store/ad-event-queue.ts";
import { openSqliteStore } from "../../src/server/store/sqlite.ts";
import type { NewAdEvent } from "../../src/server/store/store.ts";
import { developmentBuild } from "../support/cli.ts";
import { FakeClock, logEntries, startTestServer } from "../support/server.ts";
import { MESSAGE_ID, SmtpReceiver } from "../support/smtp.ts";
import { settledOutbox } from "../support/stores.ts";
import { waitUntil } from "../support/wait.ts";

const TOKEN = "admin-token-0123456789";

describe("ad events", () => {
  test("recorded (202 {id}), listed oldest first after a cursor with the admin token", async () => {
    const server = await startTestServer({ env: { SVC_ADMIN_TOKEN: TOKEN } });
    const ids = [];
    for (const event of ["impression", "click", "install", "checkout_started"]) {
      const answer = await server.request("/api/v1/ad-event", { json: { event, campaign: "launch", source: "newsletter", ref: `r-${event}` } });
      assert.equal(answer.status, 202);
      assert.deepEqual(Object.keys(answer.body), ["id"]);
      ids.push(answer.body.id);
    }
    const auth = { authorization: `Bearer ${TOKEN}` };
    const page = await server.request("/api/v1/admin/ad-events?limit=3", { headers: auth });
    assert.equal(page.status, 200);
    assert.deepEqual(
      page.body.events.map((e: { id: number }) => e.id),
      ids.slice(0, 3),
    );
    assert.deepEqual(page.body.events[0], {
      id: ids[0],
      event: "impression",
      campaign: "launch",
      source: "newsletter",
      medium: null,
      placement: null,
      ref: "r-impression",
      received_at: "2026-11-25T12:00:00.000Z",
    });
    assert.equal(page.body.next_cursor, ids[2]);
    const rest = await server.request(`/api/v1/admin/ad-events?since=${page.body.next_cursor}&limit=3`, { headers: auth });
    assert.deepEqual(
      rest.body.events.map((e: { event: string }) => e.event),
      ["checkout_started"],
    );
    assert.equal(rest.body.next_cursor, null);
    for (const [headers, status] of [
      [{}, 401],
      [{ authorization: `Bearer ${TOKEN}x` }, 401],
      [{ authorization: TOKEN }, 401],
    ] as const) {
      const refused = await server.request("/api/v1/admin/ad-events", { headers });
      assert.equal(refused.status, status);
      assert.equal(refused.body.error.code, "unauthorized");
    }
    for (const limit of ["0", "501", "ten"])
      assert.equal((await server.request(`/api/v1/admin/ad-events?limit=${limit}`, { headers: auth })).status, 400, limit);
  });

  test("anything else is refused; without SVC_ADMIN_TOKEN the admin endpoint is 404", async () => {
    const server = await startTestServer();
    const cases: [unknown, string][] = [
      [{ event: "purchase" }, "invalid_value"],
      [{ campaign: "x" }, "missing_field"],
      [{ event: "click", campaign: "x".repeat(201) }, "too_long"],
      [{ event: "click", ref: "\u{1F600}".repeat(201) }, "too_long"],
      [{ event: "click", email: "a@example.com" }, "unknown_field"],
    ];
    for (const [body, code] of cases) {
      const answer = await server.request("/api/v1/ad-event", { json: body });
      assert.equal(answer.status, 400, JSON.stringify(body));
      assert.equal(answer.body.error.code, code);
    }
    assert.equal((await server.request("/api/v1/admin/ad-events", { headers: { authorization: "Bearer anything-at-all-123" } })).status, 404);
  });

  test("200 characters are accepted, counted as characters (an emoji is one), not UTF-16 units", async () => {
    const server = await startTestServer();
    for (const text of ["x".repeat(200), "\u{1F600}".repeat(200), "é".repeat(200)]) {
      const answer = await server.request("/api/v1/ad-event", { json: { event: "impression", ref: text } });
      assert.equal(answer.status, 202, answer.text);
    }
  });
});

describe("ad events are written in groups", () => {
  const click = { event: "click", campaign: null, source: null, medium: null, placement: null, ref: null };
  /** A store that records each group it is asked to write; `gate` holds writes until released. */
  function recordingStore(gate?: Promise<void>) {
    const groups: NewAdEvent[][] = [];
    let next = 1;
    return {
      groups,
      addAdEvents: async (events: readonly NewAdEvent[]) => {
        groups.push([...events]);
        await gate;
        return events.map(() => next++);
      },
      deleteAdEventsBefore: async () => 0,
    };
  }
  const quietLog = createLogger({ write: () => {} }, () => new Date());

  test("a burst is a few transactions, not one per event; each request gets its own id", async () => {
    const store = recordingStore();
    const queue = new AdEventQueue({ store, now: () => new Date(), log: quietLog, retentionDays: 90, batchSize: 50, flushEveryMs: 10 });
    const ids = await Promise.all(Array.from({ length: 120 }, () => queue.add(click)));
    assert.deepEqual(
      ids,
      Array.from({ length: 120 }, (_, index) => index + 1),
    );
    assert.deepEqual(
      store.groups.map((group) => group.length),
      [50, 50, 20],
    );
    await queue.stop();
  });

  test("bounded: past the cap an event is refused with 503 and Retry-After, and counted", async () => {
    let release!: () => void;
    const store = recordingStore(new Promise<void>((resolve) => (release = resolve)));
    const queue = new AdEventQueue({ store, now: () => new Date(), log: quietLog, retentionDays: 90, batchSize: 4, maxWaiting: 8 });
    const accepted = Array.from({ length: 8 }, () => queue.add(click));
    const refused = await queue.add(click).then(
      () => null,
      (error: unknown) => error,
    );
    assert.ok(refused !== null, "the ninth event is refused while eight wait");
    assert.equal((refused as { status: number }).status, 503);
    assert.equal((refused as { code: string }).code, "ad_events_busy");
    assert.equal((refused as { headers: Record<string, string> }).headers["retry-after"], "1");
    assert.equal(queue.refused, 1);
    release();
    assert.equal((await Promise.all(accepted)).length, 8);
    await queue.stop();
    assert.equal(queue.written, 8);
  });

  test("stop() writes what is still queued before the store closes", async () => {
    const store = recordingStore();
    const queue = new AdEventQueue({ store, now: () => new Date(), log: quietLog, retentionDays: 90, flushEveryMs: 60_000 });
    const pending = Array.from({ length: 5 }, () => queue.add(click));
    await queue.stop();
    assert.deepEqual(
      store.groups.map((group) => group.length),
      [5],
    );
    assert.deepEqual(await Promise.all(pending), [1, 2, 3, 4, 5]);
  });

  test("events answered 202 just before a graceful stop are in the store after it", async () => {
    const server = await startTestServer();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) => server.request("/api/v1/ad-event", { json: { event: "impression", ref: `r${index}` } })),
    );
    const closing = server.close();
    await closing;
    assert.ok(answers.every((answer) => answer.status === 202));
    const store = await openSqliteStore(server.dataDir);
    try {
      const stored = await store.listAdEvents(0, 500);
      assert.deepEqual(
        stored.map((event) => event.id),
        answers.map((answer) => answer.body.id).sort((a, b) => a - b),
      );
      assert.deepEqual(new Set(stored.map((event) => event.ref)), new Set(answers.map((_, index) => `r${index}`)));
    } finally {
      await store.close();
    }
  });

  test("SVC_AD_EVENT_DAYS (default 90): older events are deleted, younger ones kept", async () => {
    const clock = new FakeClock(new Date("2026-01-01T00:00:00Z"));
    const first = await startTestServer({ clock, env: { SVC_ADMIN_TOKEN: TOKEN } });
    assert.equal(first.deps.config.adEventDays, 90);
    assert.equal((await first.request("/api/v1/ad-event", { json: { event: "click", ref: "old" } })).status, 202);
    clock.advance(60 * 24 * 60 * 60 * 1000);
    assert.equal((await first.request("/api/v1/ad-event", { json: { event: "click", ref: "young" } })).status, 202);
    await first.close();
    const refs = async (server: Awaited<ReturnType<typeof startTestServer>>): Promise<string[]> =>
      (await server.request("/api/v1/admin/ad-events", { headers: { authorization: `Bearer ${TOKEN}` } })).body.events.map(
        (event: { ref: string }) => event.ref,
      );
    // 91 days after the first event: kept with SVC_AD_EVENT_DAYS=100, deleted at start with the default.
    clock.advance(31 * 24 * 60 * 60 * 1000);
    const longer = await startTestServer({ clock, dataDir: first.dataDir, env: { SVC_ADMIN_TOKEN: TOKEN, SVC_AD_EVENT_DAYS: "100" } });
    assert.deepEqual(await refs(longer), ["old", "young"]);
    await longer.close();
    const server = await startTestServer({ clock, dataDir: first.dataDir, env: { SVC_ADMIN_TOKEN: TOKEN } });
    await waitUntil("the old event to be deleted", async () => !(await refs(server)).includes("old"));
    assert.deepEqual(await refs(server), ["young"]);
    assert.ok(logEntries(server).some((entry) => entry["msg"] === "old ad events deleted" && entry["deleted"] === 1));
  });

  test("SVC_AD_EVENT_DAYS must be a whole number of days from 1 to 3650", () => {
    const load = (value: string) => loadConfig({ env: { SVC_AD_EVENT_DAYS: value }, svcHome: "/tmp/svc-home", cwd: "/tmp", build: developmentBuild() });
    assert.equal(load("30").config.adEventDays, 30);
    for (const bad of ["0", "-1", "ten", "3651", "1.5"]) {
      assert.throws(
        () => load(bad),
        (error: Error) => error.message.includes("SVC_AD_EVENT_DAYS") && error.message.includes("1 to 3650"),
        bad,
      );
    }
  });
});

describe("Message-ID", () => {
  test("every order's is a valid RFC 5322 msg-id (no empty dot-atom part), one per order and kind, on the sender's domain", () => {
    const seen = new Set<string>();
    for (let index = 0; index < 5000; index++) {
      const orderKey = `${index % 2 === 0 ? "cs" : "pi"}_test_${randomBytes(18).toString("base64url")}`;
      const id = messageId({ orderKey, kind: "license" }, "Seller <support@svc.test>");
      assert.match(id, MESSAGE_ID, `${orderKey}: ${id}`);
      assert.match(id, /@svc\.test>$/);
      assert.equal(messageId({ orderKey, kind: "license" }, "support@svc.test"), id, "the same order, the same id");
      assert.notEqual(messageId({ orderKey, kind: "support" }, "support@svc.test"), id);
      seen.add(id);
    }
    assert.equal(seen.size, 5000);
    assert.doesNotMatch("<svc.license.ab..cd@svc.test>", MESSAGE_ID, "the pattern can fail");
    assert.doesNotMatch("<svc.license.abcd.@svc.test>", MESSAGE_ID);
  });
});

describe("outbox", () => {
  test("without SMTP the license e-mail is an .eml file in the outbox folder, and the log says so", async () => {
    const server = await startTestServer();
    const answer = await server.request("/api/v1/checkout", {
      json: { product_id: "svc_lifetime", payment_mode: "processor_spt", shared_payment_granted_token: "spt_ok_out", buyer_email: "ada@example.com" },
    });
    assert.equal(answer.status, 200, answer.text);
    assert.equal(answer.body.email_delivery, "queued");
    const folder = path.join(server.dataDir, "outbox");
    // The e-mail is written in the background: the answer does not wait for it.
    let files: string[] = [];
    const logged = (): boolean => logEntries(server).some((entry) => String(entry["msg"]).includes("outbox folder"));
    await waitUntil("the .eml file and its log line", async () => (files = await readdir(folder).catch(() => [])).length > 0 && logged());
    assert.equal(files.length, 1);
    const eml = await readFile(path.join(folder, files[0]!), "utf8");
    assert.match(eml, /^To: ada@example\.com$/m);
    assert.match(eml, /filename=svc-license\.txt/);
    assert.ok(eml.includes(answer.body.license.slice(0, 60)));
    assert.ok(logged());
  });

  test("a failed SMTP send stays in the outbox and is retried until it goes, once", async () => {
    const smtp = await new SmtpReceiver().start();
    smtp.rejectNext = 1;
    const server = await startTestServer({ smtp });
    const answer = await server.request("/api/v1/checkout", {
      json: { product_id: "svc_lifetime", payment_mode: "processor_spt", shared_payment_granted_token: "spt_ok_retry", buyer_email: "ada@example.com" },
    });
    assert.equal(answer.status, 200, answer.text);
    // Queued either way: refused within the answer's short wait for mail (then with the retry's time), or not answered yet.
    assert.equal(answer.body.email_delivery, "queued");
    if (answer.body.email_retry_at !== undefined) assert.equal(answer.body.email_retry_at, new Date(server.clock.now().getTime() + 30_000).toISOString());
    const order = answer.body.payment_intent_id;
    const failedOnce = async (): Promise<boolean> => (await server.deps.store.orderMail(order)).some((mail) => mail.state === "pending" && mail.failed);
    await waitUntil("the store to record the refused send", failedOnce);
    assert.equal(smtp.messages.length, 0);
    const again = await server.request(`/api/v1/license?payment_intent_id=${order}`);
    assert.equal(again.status, 200);
    // An outbox run now, awaited: the e-mail is not due, so it claims and sends nothing.
    assert.equal((await server.deps.outbox.deliver(order)).size, 0, "not retried before its time");
    assert.equal(smtp.dataSeen, 1, "not retried before its time");
    server.clock.advance(31_000);
    await smtp.waitFor(1);
    assert.deepEqual(await settledOutbox(server), { sent: 1 }, "sent once, and nothing else queued");
    assert.equal(smtp.messages.length, 1);
    assert.ok(smtp.messages[0]!.parsed.text?.includes(answer.body.license));
  });
});
