// GET /api/v1/updates (docs/service.md#updates): the updates record, with latest_version
// from VERSION and a sha256 per platform from SHA256SUMS in the download folder. A platform whose
// file (or checksum) is missing is left out.
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { downloadName, RELEASE_PLATFORMS, type ReleasePlatform } from "../../core/build-info.ts";
import { json, type Route } from "../app.ts";
import type { ServerDeps } from "../deps.ts";

const FEATURE_COMMANDS = {
  distill: [
    "svc distill inspect --source <tool>",
    "svc distill plan --source <tool> --out <dir> --org <work_org>",
    "svc distill apply --source <tool> --out <dir> --org <work_org>",
    "svc distill verify --bundle <dir>",
  ],
  sync: [
    "svc sync hub",
    "svc sync pull --from <tool>",
    "svc sync plan-push --to <tool>",
    "svc sync push --to <tool> --policy <policy>",
    "svc sync auto enable --from <tool> --to <tool> --policy <policy>",
    "svc sync auto run",
    "svc sync auto disable",
  ],
};

async function readOptional(file: string): Promise<string | null> {
  try {
    return await readFile(file, "utf8");
  } catch {
    return null;
  }
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** What the download folder publishes: its version, each platform whose file and checksum are there, and whether SHA256SUMS is signed. */
export async function publishedDownloads(
  deps: Pick<ServerDeps, "config" | "build">,
): Promise<{ version: string; platforms: { platform: ReleasePlatform; download_url: string; sha256: string }[]; signed: boolean }> {
  const dir = deps.config.downloadDir;
  const version = (await readOptional(path.join(dir, "VERSION")))?.trim() || deps.build.version;
  const sums = new Map<string, string>();
  for (const line of ((await readOptional(path.join(dir, "SHA256SUMS"))) ?? "").split(/\r?\n/)) {
    const match = /^([0-9a-f]{64})\s+\*?(\S+)$/.exec(line.trim());
    if (match) sums.set(match[2]!, match[1]!);
  }
  const platforms = [];
  for (const platform of RELEASE_PLATFORMS) {
    const name = downloadName(platform);
    const sha256 = sums.get(name);
    if (sha256 === undefined || !(await isFile(path.join(dir, name)))) continue;
    platforms.push({ platform, download_url: `${deps.config.baseUrl}/download/${name}`, sha256 });
  }
  return { version, platforms, signed: platforms.length > 0 && (await isFile(path.join(dir, "SHA256SUMS.sig"))) };
}

async function updatesDocument(deps: ServerDeps): Promise<Record<string, unknown>> {
  const base = deps.config.baseUrl;
  const upgrade = `curl -fsSL ${base}/install.sh | sh -s -- --force`;
  const found = await publishedDownloads(deps);
  return {
    product: "svc",
    seller: deps.config.seller.name,
    current_channel: "latest",
    latest_version: found.version,
    included_for_lifetime_buyers: true,
    latest_cli_channel: `${base}/install.sh`,
    latest_cli_downloads: `${base}/download/`,
    platform_downloads: found.platforms,
    latest_features: [
      {
        id: "distill",
        status: "available",
        included: true,
        gate: "paid_local_license",
        summary: "Sanitized snapshots of a personal harness for a work organisation: inspect, plan, apply with a redaction report, verify. Local only.",
        commands: FEATURE_COMMANDS.distill,
      },
      {
        id: "sync",
        status: "available",
        included: true,
        gate: "paid_local_license",
        summary: "Central local sync of instructions, commands, agents and skills between claude-code, codex and cursor through a reviewed hub.",
        commands: FEATURE_COMMANDS.sync,
        cross_tool_platform_config_autowrite: false,
        platform_config_boundary: "target_local",
      },
    ],
    license_endpoint: `${base}/api/v1/license`,
    license_file: "~/.svc/license",
    license_preserved_across_upgrades: true,
    local_verification_phone_home: false,
    env_var: "SVC_LICENSE",
    existing_install_upgrade_command: upgrade,
    agent_upgrade_instruction: `Run \`${upgrade}\` once to move an existing install onto the latest channel, then use \`svc upgrade\` for every later update; the license is kept.`,
    post_upgrade_cli_command: "svc upgrade",
    post_upgrade_cli_alias: "svc update",
    recommended_existing_user_commands: [upgrade, "svc upgrade", "svc version", "svc license status"],
    updates_endpoint: `${base}/api/v1/updates`,
  };
}

export const updatesRoutes: readonly Route[] = [
  { method: "GET", path: "/api/v1/updates", limit: "get", handler: async (_req, deps) => json(await updatesDocument(deps)) },
];
