// The log line writer and its batching (src/server/log.ts) and the ISO time formatter they use
// (src/core/iso-time.ts): the hand-built lines must be exactly JSON.stringify's, and a batch must
// never lose a line.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { isoFormatter } from "../../src/core/iso-time.ts";
import { batchedSink, createLogger, type LogFields } from "../../src/server/log.ts";

const turn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

describe("isoFormatter", () => {
  test("writes exactly Date#toISOString, within a second, across seconds, going back, and far out", () => {
    const iso = isoFormatter();
    const times = [
      Date.UTC(2026, 10, 25, 12, 0, 0, 0),
      Date.UTC(2026, 10, 25, 12, 0, 0, 7),
      Date.UTC(2026, 10, 25, 12, 0, 0, 42),
      Date.UTC(2026, 10, 25, 12, 0, 0, 999),
      Date.UTC(2026, 10, 25, 12, 0, 1, 0),
      Date.UTC(2026, 10, 25, 11, 59, 59, 500),
      Date.UTC(2026, 11, 31, 23, 59, 59, 999),
      Date.UTC(2027, 0, 1, 0, 0, 0, 0),
      0,
      -1,
      -1001,
      Date.UTC(-50, 0, 1),
      8.64e15,
      -8.64e15,
      1.5,
      -1.5,
      Date.UTC(2026, 10, 25, 12, 0, 0, 999) + 0.9,
    ];
    for (let index = 0; index < 2000; index++) times.push(Math.floor(Date.UTC(2026, 0, 1) + index * 37_813.7 + (index % 3)));
    for (const ms of times) assert.equal(iso(ms), new Date(ms).toISOString(), String(ms));
  });

  test("a time Date cannot write throws the same RangeError", () => {
    const iso = isoFormatter();
    assert.throws(() => iso(Number.NaN), RangeError);
    assert.throws(() => iso(8.64e15 + 1), RangeError);
    assert.throws(() => iso(Number.POSITIVE_INFINITY), RangeError);
  });
});

describe("createLogger", () => {
  const clock = new Date("2026-11-25T12:00:00.250Z");
  const lines = (write: (log: ReturnType<typeof createLogger>) => void): string[] => {
    const out: string[] = [];
    write(createLogger({ write: (line) => out.push(line) }, () => clock));
    return out;
  };

  test("each line is JSON.stringify({time, level, msg, ...fields}) and a newline", () => {
    const cases: [string, LogFields][] = [
      ["request", { request_id: "req_abc1", method: "GET", path: "/api/v1/catalog", status: 200, ms: 1.25 }],
      ["request", { request_id: "req_abc2", method: "POST", path: '/a"b\\c\nd\u0001\u007f\u2028é😀', status: 404, ms: 0 }],
      [
        "odd values",
        { nan: Number.NaN, inf: Number.POSITIVE_INFINITY, negZero: -0, big: 1e21, small: 1e-7, yes: true, no: false, none: null, gone: undefined },
      ],
      ["lone surrogate", { path: "/\ud800x", other: "\udc00" }],
      ["odd keys", { "with space": 1, 'quo"te': "x", "": "empty", ünï: "code" }],
      ['a "quoted" message\n', {}],
    ];
    for (const [msg, fields] of cases) {
      const [line] = lines((log) => log.info(msg, fields));
      assert.equal(line, `${JSON.stringify({ time: clock.toISOString(), level: "info", msg, ...fields })}\n`);
    }
    assert.deepEqual(
      lines((log) => log.warn("w")),
      [`${JSON.stringify({ time: clock.toISOString(), level: "warn", msg: "w" })}\n`],
    );
  });

  test("a field named time, level or msg takes that place, as in an object spread", () => {
    const [line] = lines((log) => log.error("boom", { request_id: "r", msg: "override", time: "t" }));
    assert.equal(line, `${JSON.stringify({ time: "t", level: "error", msg: "override", request_id: "r" })}\n`);
  });

  test("free text is redacted, other fields are not touched, and the caller's object is left as it was", () => {
    const fields: LogFields = {
      error: "card for ada@example.com with sk_test_abc123 failed",
      detail: "token spt_secret_1",
      stack: "at svc1.payload.sig",
      code: "sk_live_looks_like_a_key_but_is_a_code",
    };
    const before = { ...fields };
    const [line] = lines((log) => log.error("failed", fields));
    const parsed = JSON.parse(line!) as Record<string, string>;
    assert.equal(parsed["error"], "card for [redacted] with [redacted] failed");
    assert.equal(parsed["detail"], "token [redacted]");
    assert.equal(parsed["stack"], "at [redacted]");
    assert.equal(parsed["code"], fields["code"]);
    assert.deepEqual(fields, before);
  });
});

describe("batchedSink", () => {
  test("the lines of one turn go out in one write at its end, in order", async () => {
    const writes: string[] = [];
    const sink = batchedSink((text) => writes.push(text));
    sink.write("a\n");
    sink.write("b\n");
    sink.write("c\n");
    assert.deepEqual(writes, [], "nothing before the turn ends");
    await turn();
    assert.deepEqual(writes, ["a\nb\nc\n"]);
    sink.write("d\n");
    await turn();
    assert.deepEqual(writes, ["a\nb\nc\n", "d\n"]);
    await turn();
    assert.equal(writes.length, 2, "an empty turn writes nothing");
  });

  test("a full batch goes out at once", async () => {
    const writes: string[] = [];
    const sink = batchedSink((text) => writes.push(text), { maxChars: 10 });
    sink.write("12345\n");
    sink.write("67890\n");
    assert.deepEqual(writes, ["12345\n67890\n"]);
    sink.write("x\n");
    await turn();
    assert.deepEqual(writes, ["12345\n67890\n", "x\n"]);
  });

  test("flush() writes what waits at once (shutdown), and the turn's end then has nothing left", async () => {
    const writes: string[] = [];
    const sink = batchedSink((text) => writes.push(text));
    const log = createLogger(sink, () => new Date("2026-11-25T12:00:00Z"));
    for (let index = 0; index < 1000; index++) log.info("request", { request_id: `req_${index}`, status: 200 });
    log.info("stopped", {});
    sink.flush();
    const all = writes
      .join("")
      .split("\n")
      .filter((line) => line !== "");
    assert.equal(all.length, 1001);
    assert.equal((JSON.parse(all.at(-1)!) as { msg: string }).msg, "stopped");
    assert.deepEqual(
      all.slice(0, 1000).map((line) => (JSON.parse(line) as { request_id: string }).request_id),
      Array.from({ length: 1000 }, (_, index) => `req_${index}`),
    );
    const count = writes.length;
    await turn();
    assert.equal(writes.length, count);
  });
});
