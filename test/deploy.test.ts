// deploy/ (issue 18, item 6): the systemd units (the service and the socket it is started on, as
// the instance svc@8080) pass `systemd-analyze verify` without a single complaint and `systemd-analyze
// security` rates the service well exposed at most 2.0 ("OK"), with the hardening the issue asks
// for; the nginx example passes `nginx -t`. Each check runs in a
// throwaway root, so nothing is installed on this machine; a tool that is missing skips its check
// and says why (.ci/run installs systemd; nginx is checked where it is installed).
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { chmod, cp, mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, test } from "node:test";
import { onPath, ROOT, tempDir } from "./support/cli.ts";

const UNIT = path.join(ROOT, "deploy/svc@.service");
const SOCKET = path.join(ROOT, "deploy/svc@.socket");
/** The instance the checks load: the replica on port 8080. */
const INSTANCE = "svc@8080";
const NGINX = path.join(ROOT, "deploy/nginx.conf");

const SYSTEM_UNITS = ["/usr/lib/systemd/system", "/lib/systemd/system"].find(
  (folder) => spawnSync("test", ["-f", path.join(folder, "sysinit.target")]).status === 0,
);
const noSystemd = !onPath("systemd-analyze")
  ? "systemd-analyze is not installed (apt install systemd)"
  : SYSTEM_UNITS === undefined
    ? "systemd's own units (sysinit.target) are not installed"
    : false;

/** A root holding systemd's units, the units under test, and a stand-in for /usr/local/bin/svc. */
async function unitRoot(unitText: string, socketText?: string): Promise<string> {
  const root = await tempDir("svc-unit-root-");
  await mkdir(path.join(root, "usr/lib/systemd"), { recursive: true });
  await cp(SYSTEM_UNITS!, path.join(root, "usr/lib/systemd/system"), { recursive: true, dereference: false, verbatimSymlinks: true });
  await mkdir(path.join(root, "usr/local/bin"), { recursive: true });
  await writeFile(path.join(root, "usr/local/bin/svc"), "#!/bin/sh\n");
  await chmod(path.join(root, "usr/local/bin/svc"), 0o755);
  await mkdir(path.join(root, "etc/systemd/system"), { recursive: true });
  await writeFile(path.join(root, "etc/systemd/system/svc@.service"), unitText);
  await writeFile(path.join(root, "etc/systemd/system/svc@.socket"), socketText ?? (await readFile(SOCKET, "utf8")));
  return root;
}

function analyze(root: string, args: string[], units = [`${INSTANCE}.service`]): { status: number | null; stdout: string; stderr: string } {
  const run = spawnSync("systemd-analyze", [`--root=${root}`, ...args, ...units.map((unit) => `/etc/systemd/system/${unit}`)], { encoding: "utf8" });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe("deploy/svc@.service and deploy/svc@.socket", () => {
  test("systemd-analyze verify finds nothing to say of either; a broken setting is reported (the check can fail)", { skip: noSystemd }, async () => {
    const unit = await readFile(UNIT, "utf8");
    const both = [`${INSTANCE}.service`, `${INSTANCE}.socket`];
    const verified = analyze(await unitRoot(unit), ["verify"], both);
    assert.equal(verified.status, 0, verified.stderr);
    assert.equal(verified.stderr.trim(), "", "verify printed warnings");
    const broken = analyze(await unitRoot(unit.replace("ProtectSystem=strict", "ProtectSystem=stricter")), ["verify"], both);
    assert.match(broken.stderr, /protect system value/i);
    const brokenSocket = analyze(await unitRoot(unit, (await readFile(SOCKET, "utf8")).replace("Backlog=4096", "Backlog=lots")), ["verify"], both);
    assert.match(brokenSocket.stderr, /svc@\.socket:\d+: Failed to parse/);
  });

  test("the service is started on its instance's socket, which systemd holds on loopback at the instance's port", async () => {
    const unit = await readFile(UNIT, "utf8");
    const socket = await readFile(SOCKET, "utf8");
    assert.match(socket, /^ListenStream=127\.0\.0\.1:%i$/m, "loopback only, one socket (svc serve listens on exactly one)");
    assert.equal(socket.match(/^Listen[A-Za-z]+=/gm)?.length, 1);
    assert.doesNotMatch(socket, /^Accept=yes/m, "one process for every connection, not one each");
    assert.match(unit, /^Requires=svc@%i\.socket$/m);
    assert.match(unit, /^After=svc@%i\.socket\b/m);
    assert.match(unit, /^User=svc$/m, "every instance runs as one dynamic user, sharing /var/lib/svc");
  });

  test("hardened: dynamic user, read-only system but the data folder, keys from an environment file; exposure at most 2.0", { skip: noSystemd }, async () => {
    const unit = await readFile(UNIT, "utf8");
    const settings = new Map<string, string[]>();
    for (const line of unit.split("\n")) {
      const match = /^([A-Za-z]+)=(.*)$/.exec(line);
      if (match) settings.set(match[1]!, [...(settings.get(match[1]!) ?? []), match[2]!]);
    }
    const one = (name: string): string | undefined => settings.get(name)?.at(-1);
    assert.equal(one("DynamicUser"), "yes");
    assert.equal(one("ProtectSystem"), "strict");
    assert.equal(one("ReadWritePaths"), "/var/lib/svc");
    assert.equal(one("StateDirectory"), "svc", "systemd creates /var/lib/svc for the dynamic user");
    assert.match(one("Environment") ?? "", /\bSVC_DATA_DIR=\/var\/lib\/svc\b/, "the data folder is the one writable path");
    assert.equal(one("EnvironmentFile"), "/etc/svc/svc.env");
    assert.equal(one("NoNewPrivileges"), "yes");
    assert.equal(one("KillSignal"), "SIGTERM");

    const security = analyze(await unitRoot(unit), ["security", "--offline=true"]);
    const level = /Overall exposure level for svc@8080\.service: ([\d.]+)/.exec(security.stdout)?.[1];
    assert.ok(level !== undefined, security.stdout + security.stderr);
    assert.ok(Number(level) <= 2.0, `exposure ${level}`);
  });
});

describe("deploy/", () => {
  test("every deploy/ file its files name exists (the unit named a Caddyfile that was never shipped)", async () => {
    const folder = path.join(ROOT, "deploy");
    const missing: string[] = [];
    for (const name of await readdir(folder)) {
      const text = await readFile(path.join(folder, name), "utf8");
      for (const [reference] of text.matchAll(/\bdeploy\/[\w.@-]*\w/g)) {
        if (!existsSync(path.join(ROOT, reference))) missing.push(`${name} names ${reference}`);
      }
    }
    assert.deepEqual(missing, []);
  });
});

describe("deploy/nginx.conf", () => {
  test(
    "nginx -t accepts it (with a throwaway certificate in place of certbot's)",
    { skip: !onPath("nginx") ? "nginx is not installed (apt install nginx-light)" : !onPath("openssl") ? "openssl is not installed" : false },
    async () => {
      const work = await tempDir("svc-nginx-");
      const made = spawnSync(
        "openssl",
        [
          "req",
          "-x509",
          "-newkey",
          "ec",
          "-pkeyopt",
          "ec_paramgen_curve:prime256v1",
          "-nodes",
          "-days",
          "1",
          "-subj",
          "/CN=svc.example.com",
          "-keyout",
          path.join(work, "key.pem"),
          "-out",
          path.join(work, "cert.pem"),
        ],
        { encoding: "utf8" },
      );
      assert.equal(made.status, 0, made.stderr);
      const site = (await readFile(NGINX, "utf8"))
        .replace("/etc/letsencrypt/live/svc.example.com/fullchain.pem", path.join(work, "cert.pem"))
        .replace("/etc/letsencrypt/live/svc.example.com/privkey.pem", path.join(work, "key.pem"));
      assert.match(
        site,
        /proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;/,
        "the proxy appends the address it saw, which SVC_TRUST_PROXY=1 reads",
      );
      // An order's id in a query string is the buyer's key to the license: the access log keeps paths only.
      const format = /^\s*access_log\s+\S+\s+(\w+);/m.exec(site)?.[1];
      assert.ok(format !== undefined, "the server names its access log format");
      const formatText = new RegExp(`log_format ${format} ([^;]+);`).exec(site)?.[1] ?? "";
      assert.match(formatText, /\$uri\b/);
      assert.doesNotMatch(formatText, /\$(request|request_uri|args|query_string|arg_\w+|http_referer)\b/);
      await writeFile(path.join(work, "svc.conf"), site);
      await writeFile(
        path.join(work, "nginx.conf"),
        `pid ${work}/nginx.pid;\nerror_log stderr;\nevents {}\nhttp {\n  access_log off;\n  include ${work}/svc.conf;\n}\n`,
      );
      const checked = spawnSync("nginx", ["-t", "-p", work, "-c", path.join(work, "nginx.conf")], { encoding: "utf8" });
      assert.equal(checked.status, 0, checked.stderr);
      assert.match(checked.stderr, /test is successful/);
      await writeFile(path.join(work, "svc.conf"), site.replace("proxy_pass http://svc;", "proxy_pass http://svc"));
      assert.notEqual(spawnSync("nginx", ["-t", "-p", work, "-c", path.join(work, "nginx.conf")], { encoding: "utf8" }).status, 0, "a broken file is refused");
    },
  );
});
