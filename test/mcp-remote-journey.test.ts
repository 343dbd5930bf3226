// The whole agent journey, end to end, with only what the service offers: the MCP SDK's client
// over streamable HTTP finds a license (list_products), quotes it, buys it with a shared payment
// token (the local fake of Stripe) holding the quote, asks install_local_cli how to install, runs
// that command (install.sh, served by the real server, downloads svc from the download folder and
// checks it against SHA256SUMS and its signature) in a temporary home, then runs the success
// answer's next_steps there: the license installs, svc license status says valid, svc preview
// shows the plan, and the paid svc migrate — refused before the license — writes it. The svc the
// download folder publishes is this checkout's bundle behind a small launcher (building the
// single executable takes minutes; make test-release covers it).
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, test } from "node:test";
import { parseSigningKey } from "../src/license/keys.ts";
import { signSums } from "../src/release/signature.ts";
import { BUNDLE, DEV_SIGNING_KEY, onPath, runProcess, tempDir } from "./support/cli.ts";
import { RELEASE_NAMES } from "./support/downloads.ts";
import { connectRemote, structured } from "./support/mcp.ts";
import { startTestServer } from "./support/server.ts";

/** A download folder whose every release file launches this checkout's bundle, with SHA256SUMS, its signature and VERSION. */
async function publishBundle(version: string): Promise<string> {
  const dir = await tempDir("svc-downloads-");
  const launcher = `#!/bin/sh\nexec '${process.execPath}' '${BUNDLE}' "$@"\n`;
  const sums = RELEASE_NAMES.map((name) => `${createHash("sha256").update(launcher).digest("hex")}  ${name}`);
  for (const name of RELEASE_NAMES) await writeFile(path.join(dir, name), launcher, { mode: 0o755 });
  const sumsText = `${sums.join("\n")}\n`;
  await writeFile(path.join(dir, "SHA256SUMS"), sumsText);
  await writeFile(path.join(dir, "SHA256SUMS.sig"), `${signSums(Buffer.from(sumsText), parseSigningKey(DEV_SIGNING_KEY, "test key"))}\n`);
  await writeFile(path.join(dir, "VERSION"), `${version}\n`);
  return dir;
}

const missing = ["curl", "sh"].filter((command) => !onPath(command));

describe("an agent buys svc and the user runs it", () => {
  test(
    "list_products → quote → start_checkout (SPT) → install_local_cli's command → next_steps → preview and a paid migrate",
    { skip: missing.length > 0 ? `${missing.join(", ")} not installed` : false, timeout: 120_000 },
    async () => {
      const server = await startTestServer({ env: { SVC_DOWNLOAD_DIR: await publishBundle("1.0.0"), SVC_RATE_LIMITS: "post=60,get=600,ad=120,lookup=30" } });
      const client = await connectRemote(server.url);

      const { products } = structured(await client.callTool({ name: "list_products", arguments: {} }));
      const founder = products.find((product: { id: string; checkout: { spt: boolean } }) => product.id === "svc_founder_lifetime" && product.checkout.spt);
      assert.ok(founder, "the founder license can be bought by an agent here");
      const quote = structured(await client.callTool({ name: "quote_lifetime_license", arguments: { product_id: founder.id, country: "DE" } }));
      assert.equal(quote.amount_minor, 1900);
      const bought = structured(
        await client.callTool({
          name: "start_checkout",
          arguments: {
            product_id: founder.id,
            payment_mode: "processor_spt",
            shared_payment_granted_token: "spt_ok_journey",
            buyer_email: "ada@example.com",
            quote_id: quote.quote_id,
          },
        }),
      );
      assert.equal(bought.status, "succeeded");
      assert.equal(server.stripe!.charges[0]?.amount, quote.amount_minor);
      const install = structured(await client.callTool({ name: "install_local_cli", arguments: {} }));
      assert.equal(install.install_command, bought.next_steps[0].command, "checkout's first step is install_local_cli's command");
      await client.close();

      // The user's machine: a temporary home with a Claude Code setup, svc not installed yet.
      const home = await tempDir("svc-journey-home-");
      await mkdir(path.join(home, ".claude"), { recursive: true });
      await writeFile(path.join(home, ".claude", "CLAUDE.md"), "# House rules\n\nRun the tests before every commit.\n");
      const env = { HOME: home, PATH: `${path.join(home, ".svc", "bin")}:/usr/local/bin:/usr/bin:/bin`, NO_PROXY: "*", no_proxy: "*" };
      const sh = (command: string) => runProcess(["sh", "-c", command], { env, cwd: home });

      const installed = await sh(install.install_command);
      assert.equal(installed.code, 0, installed.stderr);
      assert.match(installed.stderr, /installed svc to .*\.svc\/bin\/svc \(checksum/);
      assert.equal((await sh("svc version")).code, 0);

      const refused = await sh("svc migrate --from claude-code --to codex --yes");
      assert.notEqual(refused.code, 0, "migrate is paid: refused before the license");
      assert.match(refused.stderr, /license/i);

      const [, licenseStep, statusStep, previewStep] = bought.next_steps as { command: string }[];
      const licensed = await sh(licenseStep!.command);
      assert.equal(licensed.code, 0, licensed.stderr);
      assert.equal((await readFile(path.join(home, ".svc", "license"), "utf8")).trim(), bought.license);
      const status = await sh(`${statusStep!.command} --json`);
      assert.equal(status.code, 0, status.stderr);
      assert.equal(JSON.parse(status.stdout).status, "valid");

      const preview = await sh(previewStep!.command.replace("<tool>", "claude-code").replace("<tool>", "codex"));
      assert.equal(preview.code, 0, preview.stderr);
      assert.match(preview.stdout, /AGENTS\.md/);
      const migrated = await sh("svc migrate --from claude-code --to codex --yes");
      assert.equal(migrated.code, 0, migrated.stderr);
      assert.match(await readFile(path.join(home, ".codex", "AGENTS.md"), "utf8"), /Run the tests before every commit\./);
    },
  );
});
