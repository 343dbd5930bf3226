// The ad-hoc Mach-O signer, checked without a Mac: esbuild's darwin-arm64 binary was signed by the
// Go linker, whose signature layout we reproduce; re-signing it must give the same bytes, and so
// must removing its signature and signing it afresh.
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { before, describe, test } from "node:test";
import { adhocSign } from "../scripts/macho-sign.ts";
import { ROOT, tempDir } from "./support/cli.ts";

const ESBUILD_VERSION = "0.28.2";
let original: Buffer;

/** esbuild's own signed darwin-arm64 binary, fetched once from the npm registry into build/cache. */
function esbuildDarwinArm64(): Buffer {
  const folder = path.join(ROOT, "build/cache", `esbuild-darwin-arm64-${ESBUILD_VERSION}`);
  const binary = path.join(folder, "package/bin/esbuild");
  if (!existsSync(binary)) {
    mkdirSync(folder, { recursive: true });
    execFileSync("npm", ["pack", "--silent", `@esbuild/darwin-arm64@${ESBUILD_VERSION}`], { cwd: folder, stdio: "ignore" });
    const tarball = readdirSync(folder).find((name) => name.endsWith(".tgz"));
    assert.ok(tarball, "npm pack @esbuild/darwin-arm64 gave no tarball (is the npm registry reachable?)");
    execFileSync("tar", ["xzf", tarball, "package/bin/esbuild"], { cwd: folder });
  }
  return readFileSync(binary);
}

/** Removes LC_CODE_SIGNATURE (the last load command in Go's output) and the signature bytes. */
function unsign(file: Buffer): Buffer {
  const ncmds = file.readUInt32LE(16);
  let offset = 32;
  let linkedit = -1;
  for (let index = 0; index < ncmds; index++) {
    const cmd = file.readUInt32LE(offset);
    const size = file.readUInt32LE(offset + 4);
    if (cmd === 0x19 && file.toString("latin1", offset + 8, offset + 18) === "__LINKEDIT") linkedit = offset;
    if (cmd === 0x1d) {
      assert.equal(index, ncmds - 1, "LC_CODE_SIGNATURE is expected last");
      const dataoff = file.readUInt32LE(offset + 8);
      const out = Buffer.from(file.subarray(0, dataoff));
      out.fill(0, offset, offset + size);
      out.writeUInt32LE(ncmds - 1, 16);
      out.writeUInt32LE(file.readUInt32LE(20) - size, 20);
      out.writeBigUInt64LE(BigInt(dataoff) - out.readBigUInt64LE(linkedit + 40), linkedit + 48);
      return out;
    }
    offset += size;
  }
  throw new Error("no signature");
}

describe("ad-hoc Mach-O signature", () => {
  before(() => {
    original = esbuildDarwinArm64();
  });

  test("re-signing esbuild's darwin-arm64 binary reproduces the Go linker's signature byte for byte", () => {
    const signed = adhocSign(original, "a.out");
    assert.equal(signed.length, original.length);
    assert.ok(signed.equals(original), "signature bytes differ from the Go linker's");
  });

  test("signing an unsigned binary adds the load command and gives the same bytes", () => {
    const bare = unsign(original);
    assert.ok(bare.length < original.length);
    assert.ok(adhocSign(bare, "a.out").equals(original));
  });

  test("signing is idempotent, and the identifier is recorded", () => {
    const once = adhocSign(original, "svc");
    assert.ok(adhocSign(once, "svc").equals(once));
    assert.ok(once.includes(Buffer.from("svc\0")));
    assert.ok(!once.equals(original));
  });

  test("llvm-objdump parses the result and sees the signature", { skip: !hasObjdump() && "llvm-objdump is not installed" }, async () => {
    const dir = await tempDir();
    const file = path.join(dir, "signed");
    writeFileSync(file, adhocSign(unsign(original), "svc"));
    const headers = execFileSync("llvm-objdump", ["--macho", "--private-headers", file], { encoding: "utf8" });
    assert.match(headers, /cmd LC_CODE_SIGNATURE/);
  });

  test("refuses what is not a thin 64-bit Mach-O", () => {
    assert.throws(() => adhocSign(Buffer.from("\x7fELF............................"), "x"), /not a thin 64-bit/);
    assert.throws(() => adhocSign(Buffer.alloc(8), "x"), /not a thin 64-bit/);
  });
});

function hasObjdump(): boolean {
  try {
    execFileSync("llvm-objdump", ["--version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}
