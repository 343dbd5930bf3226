// The key a release's SHA256SUMS is signed with (docs/promises.md#release-signing), for `make dist` (sign-sums.ts) and
// `make run` (publish-local.ts): SVC_RELEASE_SIGNING_KEY, or keys/development.key, which only
// development builds trust. A release build (SVC_RELEASE_PUBLIC_KEYS set) refuses the development
// key, and the key must be one of SVC_UPDATE_PUBLIC_KEYS, or the release's own svc could not
// check the next one.
import { readFileSync } from "node:fs";
import path from "node:path";
import { encodeBase64url } from "../src/core/base64url.ts";
import { parseSigningKey, type SigningKey } from "../src/license/keys.ts";

const root = path.resolve(import.meta.dirname, "..");

/** The signing key and whether it is the public development key; a problem is thrown as one sentence. */
export function releaseSigningKey(env: NodeJS.ProcessEnv = process.env): { key: SigningKey; development: boolean } {
  const configured = env["SVC_RELEASE_SIGNING_KEY"];
  if (!configured && env["SVC_RELEASE_PUBLIC_KEYS"])
    throw new Error("SVC_RELEASE_SIGNING_KEY is not set: a release build's SHA256SUMS must be signed with a release key");
  const key = configured
    ? parseSigningKey(configured, "SVC_RELEASE_SIGNING_KEY")
    : parseSigningKey(readFileSync(path.join(root, "keys/development.key"), "utf8"), "keys/development.key");
  const updateKeys = (env["SVC_UPDATE_PUBLIC_KEYS"] ?? "")
    .split(",")
    .map((text) => text.trim())
    .filter(Boolean);
  if (updateKeys.length > 0 && !updateKeys.includes(encodeBase64url(key.publicKey))) {
    throw new Error(`SVC_RELEASE_SIGNING_KEY (kid ${key.kid}) is not one of SVC_UPDATE_PUBLIC_KEYS: releases signed with it would be refused by svc upgrade`);
  }
  return { key, development: !configured };
}
