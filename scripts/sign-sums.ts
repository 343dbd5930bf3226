// Writes SHA256SUMS.sig beside SHA256SUMS (CONTRACT §4): the base64url ed25519 signature over the
// file's exact bytes, made with SVC_RELEASE_SIGNING_KEY. Without that key it signs with
// keys/development.key and says loudly that this is a development release, which only development
// builds trust. A release build (SVC_RELEASE_PUBLIC_KEYS set) refuses to be signed with the
// development key, and the key must be one of SVC_UPDATE_PUBLIC_KEYS, or the release's own svc
// could not check the next one.
// Usage: node scripts/sign-sums.ts dist/SHA256SUMS
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { encodeBase64url } from "../src/core/base64url.ts";
import { parseSigningKey } from "../src/license/keys.ts";
import { signSums } from "../src/release/signature.ts";

const root = path.resolve(import.meta.dirname, "..");

function fail(message: string): never {
  process.stderr.write(`sign-sums: ${message}\n`);
  process.exit(1);
}

const file = process.argv[2] ?? fail("usage: node scripts/sign-sums.ts dist/SHA256SUMS");
const configured = process.env["SVC_RELEASE_SIGNING_KEY"];
const releaseBuild = Boolean(process.env["SVC_RELEASE_PUBLIC_KEYS"]);
if (!configured && releaseBuild) fail("SVC_RELEASE_SIGNING_KEY is not set: a release build's SHA256SUMS must be signed with a release key");
let key;
try {
  key = configured ? parseSigningKey(configured, "SVC_RELEASE_SIGNING_KEY") : parseSigningKey(readFileSync(path.join(root, "keys/development.key"), "utf8"), "keys/development.key");
} catch (error) {
  fail((error as Error).message);
}
const updateKeys = (process.env["SVC_UPDATE_PUBLIC_KEYS"] ?? "").split(",").map((text) => text.trim()).filter(Boolean);
if (updateKeys.length > 0 && !updateKeys.includes(encodeBase64url(key.publicKey))) {
  fail(`SVC_RELEASE_SIGNING_KEY (kid ${key.kid}) is not one of SVC_UPDATE_PUBLIC_KEYS: releases signed with it would be refused by svc upgrade`);
}
const out = `${file}.sig`;
writeFileSync(out, `${signSums(readFileSync(file), key)}\n`);
if (configured) {
  process.stderr.write(`sign-sums: ${path.relative(root, out)} signed with SVC_RELEASE_SIGNING_KEY (kid ${key.kid})\n`);
} else {
  process.stderr.write(
    `sign-sums: *** DEVELOPMENT RELEASE *** ${path.relative(root, out)} is signed with keys/development.key (kid ${key.kid}), which is public:\n` +
      "sign-sums: only development builds trust it. For a real release set SVC_RELEASE_SIGNING_KEY (and SVC_UPDATE_PUBLIC_KEYS).\n",
  );
}
