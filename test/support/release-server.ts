// A small release server in the test's process (node:http on 127.0.0.1) for svc upgrade: each path
// answers as the test says (the updates record, SHA256SUMS, its signature, the executable, or a
// status, a cut connection or a body in pieces), and every request is kept.
import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { TestContext } from "node:test";
import { parseSigningKey } from "../../src/license/keys.ts";
import { signSums } from "../../src/release/signature.ts";
import { DEV_SIGNING_KEY } from "./cli.ts";
import { sha256 } from "./tree.ts";

/** The executables release 0.2.0 serves. */
export const NEW = "#!/bin/sh\necho new svc\n";
export const NEW_EXE = "MZ new svc.exe";

/** What one path answers: a body (200), a status with a body, a handler, or a cut connection. */
export type Route = string | Buffer | { status: number; body?: string } | ((res: ServerResponse) => void) | "cut";

export interface Release {
  url: string;
  routes: Map<string, Route>;
  /** Each request's path and headers, in order. */
  requests: { path: string; headers: IncomingHttpHeaders }[];
  /** SHA256SUMS for these files, signed with `key` (the development key by default), as the routes. */
  sign(files: Record<string, string>, key?: string): void;
  record(downloads: Record<string, unknown>[], latest?: unknown): void;
}

export async function releaseServer(t: TestContext): Promise<Release> {
  const routes = new Map<string, Route>();
  const requests: Release["requests"] = [];
  const server = createServer((req, res) => {
    const at = new URL(req.url ?? "/", "http://x").pathname;
    requests.push({ path: at, headers: req.headers });
    const route = routes.get(at) ?? { status: 404, body: "not found" };
    if (route === "cut") return req.socket.destroy();
    if (typeof route === "function") return route(res);
    if (typeof route === "string" || Buffer.isBuffer(route)) return res.writeHead(200, { "content-length": Buffer.byteLength(route) }).end(route);
    res.writeHead(route.status).end(route.body ?? "");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  t.after(() => new Promise<void>((resolve) => server.close(() => resolve())));
  server.unref();
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    routes,
    requests,
    sign(files, key = DEV_SIGNING_KEY) {
      const sums = Object.entries(files)
        .map(([name, content]) => `${sha256(content)}  ${name}\n`)
        .join("");
      routes.set("/download/SHA256SUMS", sums);
      routes.set("/download/SHA256SUMS.sig", `${signSums(Buffer.from(sums), parseSigningKey(key, "test key"))}\n`);
    },
    record(downloads, latest = "0.2.0") {
      routes.set("/api/v1/updates", JSON.stringify({ latest_version: latest, platform_downloads: downloads }));
    },
  };
}

/** A release 0.2.0 for linux_amd64 and windows_amd64, signed, listed and served. */
export async function goodRelease(t: TestContext): Promise<Release> {
  const release = await releaseServer(t);
  release.routes.set("/download/svc-latest-linux-amd64", NEW);
  release.routes.set("/download/svc-latest-windows-amd64.exe", NEW_EXE);
  release.sign({ "svc-latest-linux-amd64": NEW, "svc-latest-windows-amd64.exe": NEW_EXE });
  release.record([
    { platform: "linux_amd64", download_url: `${release.url}/download/svc-latest-linux-amd64`, sha256: sha256(NEW) },
    { platform: "windows_amd64", download_url: `${release.url}/download/svc-latest-windows-amd64.exe`, sha256: sha256(NEW_EXE) },
  ]);
  return release;
}
