// Writes the Homebrew formula of the release make dist built: one url and sha256 per macOS and
// Linux platform, the urls on the service's download route (the names it serves, svc-latest-*),
// the sha256s from dist/SHA256SUMS. Homebrew checks the sha256 of what it downloads; the formula
// goes into a tap (a git repository of formulas) next to the release.
// Usage: node scripts/homebrew-formula.ts deploy/homebrew/svc.rb [--dist dist]
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { downloadName, type ReleasePlatform } from "../src/core/build-info.ts";
import { checksumFor } from "../src/release/signature.ts";
import { buildInfo } from "./bundle.ts";
import { channelOf } from "./platforms.ts";

const root = path.resolve(import.meta.dirname, "..");

function fail(message: string): never {
  process.stderr.write(`homebrew-formula: ${message}\n`);
  process.exit(1);
}

const out = process.argv[2] ?? fail("usage: node scripts/homebrew-formula.ts <out.rb> [--dist dist]");
const distIndex = process.argv.indexOf("--dist");
const dist = path.resolve(root, distIndex === -1 ? "dist" : (process.argv[distIndex + 1] ?? fail("--dist needs a folder")));
const info = buildInfo(process.env);
const channel = channelOf(info.keys);
const version = readFileSync(path.join(dist, "VERSION"), "utf8").trim();
const sums = readFileSync(path.join(dist, "SHA256SUMS"), "utf8");

/** The url and sha256 of one platform: served as svc-latest-*, built as svc-<channel>-*. */
function download(platform: ReleasePlatform): string {
  const served = downloadName(platform);
  const built = served.replace(/^svc-latest-/, `svc-${channel}-`);
  const sha256 = checksumFor(sums, built) ?? fail(`dist/SHA256SUMS lists no ${built}: run make dist`);
  return `      url "${info.baseUrl}/download/${served}"\n      sha256 "${sha256}"`;
}

const note =
  info.keys === "development"
    ? "# A development build (make dist without the release variables): it trusts the public development\n# key and downloads from a local svc serve (make run). Publish only a release build's formula.\n"
    : "";
const formula = `# Homebrew formula for svc ${version} (${info.commit}), written by make dist (scripts/homebrew-formula.ts).
${note}class Svc < Formula
  desc "Move, sync and distill AI coding-agent harnesses between tools"
  homepage "${info.baseUrl}"
  version "${version}"

  on_macos do
    on_arm do
${download("darwin_arm64")}
    end
    on_intel do
${download("darwin_amd64")}
    end
  end

  on_linux do
    on_arm do
${download("linux_arm64")}
    end
    on_intel do
${download("linux_amd64")}
    end
  end

  # The download is the executable itself (svc-latest-<os>-<arch>), not an archive.
  def install
    bin.install Dir["svc-latest-*"].first => "svc"
  end

  test do
    assert_equal "svc #{version}", shell_output("#{bin}/svc version").strip
  end
end
`;
mkdirSync(path.dirname(path.resolve(root, out)), { recursive: true });
writeFileSync(path.resolve(root, out), formula);
process.stderr.write(`homebrew-formula: ${out} (svc ${version}, ${info.keys} build, ${info.baseUrl})\n`);
