// The checks svc upgrade makes before it trusts a release: the ed25519 signature over SHA256SUMS,
// the checksum line for this platform's file, and which version is newer. Each is a pure
// function, tested here directly (quick, so mutation runs can start this file once per mutant);
// test/upgrade.test.ts drives the same checks through svc upgrade against a real server.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { describe, test } from "node:test";
import { encodeBase64url } from "../src/core/base64url.ts";
import { parseSigningKey } from "../src/license/keys.ts";
import { checksumFor, checkSumsSignature, signSums } from "../src/release/signature.ts";
import { compareVersions } from "../src/release/upgrade.ts";

const DEV_PUBLIC_KEY = readFileSync(new URL("../keys/development.pub", import.meta.url), "utf8").trim();
const devKey = parseSigningKey(readFileSync(new URL("../keys/development.key", import.meta.url), "utf8"), "keys/development.key");
const otherKey = parseSigningKey(encodeBase64url(new Uint8Array(32).fill(3)), "other");
const HEX = "0123456789abcdef".repeat(4);
const sums = new TextEncoder().encode(`${HEX}  svc-latest-linux-amd64\n${"f".repeat(64)} *svc-latest-windows-amd64.exe\n`);

describe("the signature over SHA256SUMS", () => {
  const signature = signSums(sums, devKey);

  test("a signature by a trusted key is accepted and names the key", () => {
    assert.match(signature, /^[A-Za-z0-9_-]{86}$/);
    assert.deepEqual(checkSumsSignature(sums, signature, [DEV_PUBLIC_KEY]), { ok: true, kid: devKey.kid });
    // As a file: a BOM, surrounding spaces and the final newline are fine.
    assert.deepEqual(checkSumsSignature(sums, `\uFEFF ${signature}\r\n`, [DEV_PUBLIC_KEY]), { ok: true, kid: devKey.kid });
  });

  test("every trusted key is tried, in order, and the one that signed is named", () => {
    const otherPublic = encodeBase64url(otherKey.publicKey);
    assert.deepEqual(checkSumsSignature(sums, signature, [otherPublic, DEV_PUBLIC_KEY]), { ok: true, kid: devKey.kid });
    assert.deepEqual(checkSumsSignature(sums, signSums(sums, otherKey), [DEV_PUBLIC_KEY, otherPublic]), { ok: true, kid: otherKey.kid });
  });

  test("another key, changed sums or no trusted key at all: unknown_key", () => {
    assert.deepEqual(checkSumsSignature(sums, signature, [encodeBase64url(otherKey.publicKey)]), { ok: false, reason: "unknown_key" });
    const changed = Uint8Array.from(sums);
    changed[3] = "9".charCodeAt(0);
    assert.deepEqual(checkSumsSignature(changed, signature, [DEV_PUBLIC_KEY]), { ok: false, reason: "unknown_key" });
    assert.deepEqual(checkSumsSignature(sums, signature, []), { ok: false, reason: "unknown_key" });
  });

  test("text that is not one 64-byte base64url signature is malformed", () => {
    for (const text of [
      "",
      "not a signature",
      signature.slice(0, 84),
      `${signature}AA`,
      `${signature.slice(0, 40)}\uFEFF${signature.slice(40)}`,
      `${signature} ${signature}`,
    ]) {
      assert.deepEqual(checkSumsSignature(sums, text, [DEV_PUBLIC_KEY]), { ok: false, reason: "malformed" }, JSON.stringify(text));
    }
  });
});

describe("the checksum SHA256SUMS lists for a file", () => {
  const text = new TextDecoder().decode(sums);

  test("text-mode and binary-mode lines, LF or CRLF, surrounding spaces", () => {
    assert.equal(checksumFor(text, "svc-latest-linux-amd64"), HEX);
    assert.equal(checksumFor(text, "svc-latest-windows-amd64.exe"), "f".repeat(64));
    assert.equal(checksumFor(text.replaceAll("\n", "\r\n"), "svc-latest-linux-amd64"), HEX);
    assert.equal(checksumFor(`  ${HEX}  svc-latest-linux-amd64  \n`, "svc-latest-linux-amd64"), HEX);
  });

  test("only a whole, well-formed line for exactly that name counts", () => {
    assert.equal(checksumFor(text, "svc-latest-linux"), null);
    assert.equal(checksumFor(text, "svc-latest-linux-amd64.exe"), null);
    assert.equal(checksumFor(`${HEX.toUpperCase()}  svc\n`, "svc"), null);
    assert.equal(checksumFor(`${HEX.slice(1)}  svc\n`, "svc"), null);
    assert.equal(checksumFor(`0${HEX}  svc\n`, "svc"), null);
    assert.equal(checksumFor(`x${HEX}  svc\n`, "svc"), null);
    assert.equal(checksumFor(`${HEX}   svc\n`, "svc"), null);
    assert.equal(checksumFor(`${HEX} svc\n`, "svc"), null);
    assert.equal(checksumFor(`${HEX}  \n`, ""), null);
    assert.equal(checksumFor("", "svc"), null);
  });

  test("the first line for the name is the one used", () => {
    assert.equal(checksumFor(`${HEX}  svc\n${"a".repeat(64)}  svc\n`, "svc"), HEX);
  });
});

describe("which version is newer (semver)", () => {
  test("numbers compare as numbers, part by part", () => {
    assert.equal(compareVersions("1.10.0", "1.9.0"), 1);
    assert.equal(compareVersions("1.9.0", "1.10.0"), -1);
    assert.equal(compareVersions("2.0.0", "1.99.99"), 1);
    assert.equal(compareVersions("0.1.1", "0.1.0"), 1);
    assert.equal(compareVersions("0.1.0", "0.1.2"), -1);
    assert.equal(compareVersions("0.2.0", "0.1.9"), 1);
    assert.equal(compareVersions("1.2.3", "1.2.3"), 0);
  });

  test("a leading v, build metadata, spaces and missing parts do not matter", () => {
    assert.equal(compareVersions("v1.2.3", "1.2.3"), 0);
    assert.equal(compareVersions("1.2.3+build.7", "1.2.3"), 0);
    assert.equal(compareVersions("1.2.3-rc.1+build.7", "1.2.3-rc.1"), 0);
    assert.equal(compareVersions(" 1.2.3\n", "1.2.3"), 0);
    assert.equal(compareVersions("1.2", "1.2.0"), 0);
    assert.equal(compareVersions("1.2.1", "1.2"), 1);
    assert.equal(compareVersions("1.2", "1.2.1"), -1);
    assert.equal(compareVersions("1.x.0", "1.0.0"), 0);
  });

  test("semver §11's order of pre-releases, each pair both ways", () => {
    const order = ["1.0.0-alpha", "1.0.0-alpha.1", "1.0.0-alpha.beta", "1.0.0-beta", "1.0.0-beta.2", "1.0.0-beta.11", "1.0.0-rc.1", "1.0.0"];
    for (let i = 0; i < order.length; i++) {
      for (let j = 0; j < order.length; j++) {
        assert.equal(compareVersions(order[i]!, order[j]!), Math.sign(i - j), `${order[i]} against ${order[j]}`);
      }
    }
  });

  test("a hyphen inside a pre-release belongs to it; equal numbers spelled apart are still ordered", () => {
    assert.equal(compareVersions("1.0.0-x-y", "1.0.0-x-z"), -1);
    assert.equal(compareVersions("1.0.0-x-z", "1.0.0-x-y"), 1);
    assert.equal(compareVersions("1.0.0-x-y", "1.0.0-x"), 1);
    assert.equal(compareVersions("1.0.0-01", "1.0.0-1"), -1);
    assert.equal(compareVersions("1.0.0-1", "1.0.0-01"), 1);
    assert.equal(compareVersions("1.0.0-2", "1.0.0-10"), -1);
    assert.equal(compareVersions("1.0.0-10", "1.0.0-2"), 1);
    assert.equal(compareVersions("1.0.0-1", "1.0.0-a"), -1);
    assert.equal(compareVersions("1.0.0-a", "1.0.0-1"), 1);
    assert.equal(compareVersions("1.0.0-b", "1.0.0-a"), 1);
    // Numeric identifiers are below alphanumeric ones whatever their characters ("-" sorts before digits).
    assert.equal(compareVersions("1.0.0-a.1", "1.0.0-a.-"), -1);
    assert.equal(compareVersions("1.0.0-a.-", "1.0.0-a.1"), 1);
    assert.equal(compareVersions("1.0.0-1a", "1.0.0-2"), 1);
    assert.equal(compareVersions("1.0.0-x.-1", "1.0.0-x.2"), 1);
  });
});
