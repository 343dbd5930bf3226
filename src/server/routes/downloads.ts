// The installer and the release files (docs/service.md#downloads): GET /install.sh, and from SVC_DOWNLOAD_DIR
// exactly the five executables, SHA256SUMS and its signature SHA256SUMS.sig under /download/ (any other name, and the bare
// folder, is 404: the route table has only these). Files are streamed, never read whole; each
// answer carries Content-Length, an ETag, Last-Modified and Accept-Ranges, and honours a single
// byte range (206, or 416 when unsatisfiable), If-None-Match (304) and If-Range.
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import { downloadName, RELEASE_PLATFORMS } from "../../core/build-info.ts";
import type { Handler, Route } from "../app.ts";
import { installScript } from "../documents/install-script.ts";
import { HttpError } from "../http/errors.ts";

export const DOWNLOAD_NAMES: readonly string[] = [...RELEASE_PLATFORMS.map(downloadName), "SHA256SUMS", "SHA256SUMS.sig"];

type Range = { start: number; end: number } | "unsatisfiable" | null;

/** One `bytes=` range of a file of `size` bytes; null for none (or one we do not honour: a list). */
function parseRange(header: string | undefined, size: number): Range {
  if (header === undefined) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (match === null) return null;
  const [, first = "", last = ""] = match;
  if (first === "" && last === "") return null;
  if (first === "") {
    const suffix = Number(last);
    if (suffix === 0) return "unsatisfiable";
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === "" ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || end < start) return "unsatisfiable";
  return { start, end };
}

function download(name: string): Handler {
  return async (req, deps) => {
    const file = path.join(deps.config.downloadDir, name);
    let info;
    try {
      info = await stat(file);
    } catch {
      info = null;
    }
    if (info === null || !info.isFile()) throw new HttpError(404, "not_found", `${name} is not published on this server`);
    const etag = `"${info.size.toString(36)}-${Math.floor(info.mtimeMs).toString(36)}"`;
    const headers: Record<string, string> = {
      etag,
      "last-modified": info.mtime.toUTCString(),
      "accept-ranges": "bytes",
      "cache-control": "public, max-age=300",
      "content-disposition": `attachment; filename="${name}"`,
    };
    const contentType = name.startsWith("SHA256SUMS") ? "text/plain; charset=utf-8" : "application/octet-stream";
    const noneMatch = req.headers["if-none-match"];
    if (noneMatch !== undefined && noneMatch.split(",").some((tag) => tag.trim() === etag || tag.trim() === "*")) {
      return { status: 304, text: "", headers };
    }
    const ifRange = req.headers["if-range"];
    const range = ifRange === undefined || ifRange === etag ? parseRange(req.headers["range"], info.size) : null;
    if (range === "unsatisfiable") {
      throw new HttpError(416, "range_not_satisfiable", `the range is outside the ${info.size} bytes of ${name}`, {
        headers: { "content-range": `bytes */${info.size}` },
      });
    }
    if (range === null) {
      return { status: 200, contentType, headers: { ...headers, "content-length": String(info.size) }, stream: () => createReadStream(file) };
    }
    return {
      status: 206,
      contentType,
      headers: { ...headers, "content-length": String(range.end - range.start + 1), "content-range": `bytes ${range.start}-${range.end}/${info.size}` },
      stream: () => createReadStream(file, { start: range.start, end: range.end }),
    };
  };
}

export const downloadRoutes: readonly Route[] = [
  {
    method: "GET",
    path: "/install.sh",
    limit: "get",
    handler: async (_req, deps) => ({
      status: 200,
      text: installScript(deps.config.baseUrl, deps.build.updatePublicKeys),
      contentType: "text/x-shellscript; charset=utf-8",
    }),
  },
  ...DOWNLOAD_NAMES.map((name): Route => ({ method: "GET", path: `/download/${name}`, pattern: "/download/{file}", limit: "get", handler: download(name) })),
];
