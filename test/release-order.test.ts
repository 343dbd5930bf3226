// Which version is newer, at the edges test/release-verify.test.ts leaves open: text around the
// version, a "v" that is not the leading one, a fourth part, long numeric identifiers, a newline
// inside a pre-release. Each pair is checked both ways.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { compareVersions } from "../src/release/upgrade.ts";

function ordered(older: string, newer: string): void {
  assert.equal(compareVersions(older, newer), -1, `${JSON.stringify(older)} < ${JSON.stringify(newer)}`);
  assert.equal(compareVersions(newer, older), 1, `${JSON.stringify(newer)} > ${JSON.stringify(older)}`);
}

function same(a: string, b: string): void {
  assert.equal(compareVersions(a, b), 0, `${JSON.stringify(a)} = ${JSON.stringify(b)}`);
  assert.equal(compareVersions(b, a), 0, `${JSON.stringify(b)} = ${JSON.stringify(a)}`);
}

describe("version order at the edges", () => {
  test("surrounding white space is not part of the version, before the v or after a pre-release", () => {
    same(" v1.2.3", "1.2.3");
    same("1.0.0-rc.1\n", "1.0.0-rc.1");
    same("\t1.0.0-rc.1 ", "v1.0.0-rc.1");
  });

  test("only a leading v is dropped: a v inside a pre-release is an identifier", () => {
    ordered("1.0.0-2", "1.0.0-v2");
    ordered("1.0.0-dev", "1.0.0-dew");
  });

  test("three parts count; a fourth is ignored", () => {
    same("1.2.3.4", "1.2.3.5");
    ordered("1.2.3.9", "1.2.4.0");
  });

  test("numeric identifiers of any length compare as numbers", () => {
    ordered("1.0.0-99", "1.0.0-100");
    ordered("1.0.0-rc.99", "1.0.0-rc.100");
  });

  test("an identifier is numeric only when it is digits from start to end", () => {
    ordered("1.0.0-a.-", "1.0.0-a.1a");
    ordered("1.0.0-a.-", "1.0.0-a.a1");
  });

  test("a pre-release is everything after the first hyphen, a newline included", () => {
    ordered("1.0.0-x", "1.0.0-x\ny");
  });
});
