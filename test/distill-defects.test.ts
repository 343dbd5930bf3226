// Distill defects found by trying it as a new user would (issue 14): each case failed before its fix.
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, test } from "node:test";
import { parse as parseToml } from "smol-toml";
import { parse as parseYaml } from "yaml";
import { isPlaceholder } from "../src/distill/checks.ts";
import { ownMailDomains } from "../src/distill/finders.ts";
import { createRedactionSession } from "../src/distill/redact.ts";
import { scan } from "../src/distill/scan.ts";
import { DEV_LICENSE, svc, tempDir } from "./support/cli.ts";
import { listTree, type Tree } from "./support/tree.ts";
import { makeWorld, type World } from "./support/world.ts";

const RANDOM = "Zq8vT2mK9xLp4Rw7Yb3Nc6Hd1Fg5Js0A";

function redact(text: string, file: string, options: Parameters<typeof createRedactionSession>[0] = {}): string {
  return createRedactionSession(options).redact(text, file).text;
}

describe("distill keeps the file's string syntax (JSON, TOML, YAML)", () => {
  const values = [
    `abc\\"${RANDOM}`, // an escaped quote inside the value
    `\\"${RANDOM}\\"`, // a value that starts (and ends) with an escaped quote
    `${RANDOM}\\\\tail`, // an escaped backslash
    `${RANDOM}\\u0041\\"`, // a unicode escape, then an escaped quote at the end
  ];
  for (const value of values) {
    test(`JSON env and args value ${JSON.stringify(value)}: replaced whole, still parses`, () => {
      const text = `{\n  "mcpServers": {\n    "db": {\n      "command": "npx",\n      "args": ["--password", "${value}"],\n      "env": {"API_KEY": "${value}", "DB_PASSWORD": "${value}"}\n    }\n  }\n}\n`;
      const out = redact(text, ".claude.json");
      const parsed = JSON.parse(out) as { mcpServers: { db: { args: string[]; env: Record<string, string> } } };
      assert.match(parsed.mcpServers.db.env["API_KEY"] ?? "", /^<REDACTED:[a-z-]+#\d+>$/);
      assert.match(parsed.mcpServers.db.env["DB_PASSWORD"] ?? "", /^<REDACTED:[a-z-]+#\d+>$/);
      assert.match(parsed.mcpServers.db.args[1] ?? "", /^<REDACTED:[a-z-]+#\d+>$/);
      assert.ok(!out.includes(RANDOM.slice(0, 12)));
    });
    test(`TOML value ${JSON.stringify(value)}: replaced whole, the inline table still parses`, () => {
      const text = `[mcp_servers.db]\ncommand = "npx"\nargs = ["--api-key", "${value}"]\nenv = { API_TOKEN = "${value}", OTHER = "x" }\n`;
      const out = redact(text, ".codex/config.toml");
      const parsed = parseToml(out) as { mcp_servers: { db: { args: string[]; env: Record<string, string> } } };
      assert.match(parsed.mcp_servers.db.env["API_TOKEN"] ?? "", /^<REDACTED:[a-z-]+#\d+>$/);
      assert.equal(parsed.mcp_servers.db.env["OTHER"], "x");
      assert.match(parsed.mcp_servers.db.args[1] ?? "", /^<REDACTED:[a-z-]+#\d+>$/);
      assert.ok(!out.includes(RANDOM.slice(0, 12)));
    });
  }
  test("YAML double-quoted value with an escaped quote", () => {
    const out = redact(`servers:\n  db:\n    env:\n      API_KEY: "x\\"${RANDOM}"\n`, "config.yaml");
    const parsed = parseYaml(out) as { servers: { db: { env: Record<string, string> } } };
    assert.match(parsed.servers.db.env["API_KEY"] ?? "", /^<REDACTED:[a-z-]+#\d+>$/);
  });
  test("a JSON string holding escaped JSON (a shell argument) keeps parsing", () => {
    const text = `{"args": ["-c", "{\\"token\\": \\"${RANDOM}\\", \\"user\\": \\"me\\"}"]}`;
    const out = redact(text, "mcp.json");
    const inner = JSON.parse((JSON.parse(out) as { args: string[] }).args[1] ?? "") as Record<string, string>;
    assert.match(inner["token"] ?? "", /^<REDACTED:/);
    assert.equal(inner["user"], "me");
  });
});

describe("distill never flags its own placeholders", () => {
  test("placeholders after --user, --api-key=, in URLs and in e-mail positions are no findings", () => {
    const texts = [
      `curl --user "<REDACTED:email#2>" https://api.github.com`,
      `curl -u <REDACTED:email#1>:<REDACTED:password-assignment#1> https://x.io`,
      `run --api-key=https://<REDACTED:private-hostname#1>/v1`,
      `url: postgres://<REDACTED:email#1>:<REDACTED:url-credential#1>@db.example.com/app`,
      `--token <REDACTED:github-token#3>`,
      `Authorization: Bearer <REDACTED:bearer-token#1>`,
    ];
    for (const text of texts)
      assert.deepEqual(
        scan(text).map((finding) => finding.kind),
        [],
        text,
      );
  });
});

describe("distill credentials that survived", () => {
  test("a Bearer token is cut neither at = nor at :", () => {
    const token = "dGhpcyBpcyBub3Q=aXQ6YWxsb3dlZA:x9Kq2Lm8Np4Rt7Vw3Yz6Bc1Df5Gh0Jk";
    for (const text of [`Authorization: Bearer ${token}`, `curl -H "Authorization: Bearer ${token}" https://x.io`, `use bearer ${token} here`]) {
      const out = redact(text, "notes.md");
      assert.ok(!out.includes("aXQ6") && !out.includes("x9Kq2"), out);
    }
  });
  test("an OpenSSH private key with long runs of A is redacted", () => {
    const key = [
      "-----BEGIN OPENSSH PRIVATE KEY-----",
      "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
      "QyNTUxOQAAACBqX7kZp0vT5nQ2yLr8mW3cH6dF1sJ9aK4eB7uV0xN2iAAAAJgE0f3PBNH9",
      "zwAAAAtzc2gtZWQyNTUxOQAAACBqX7kZp0vT5nQ2yLr8mW3cH6dF1sJ9aK4eB7uV0xN2iA",
      "AAAEAw9hL3kR6mZ1pQ8sT5vY2nB7cD4fG0jK9aE3uW6xH1iqX7kZp0vT5nQ2yLr8mW3cH6",
      "dF1sJ9aK4eB7uV0xN2iAAAAEGplZmZAbGFwdG9wLmxvY2FsAQIDBAUGBw==",
      "-----END OPENSSH PRIVATE KEY-----",
    ].join("\n");
    const out = redact(`Key:\n${key}\n`, "notes.md");
    assert.ok(!out.includes("b3BlbnNzaC1rZXktdjE"), out);
    assert.match(out, /<REDACTED:private-key#1>/);
  });
  test("weak real passwords are redacted; references, empty values and pure fillers are kept", () => {
    const redacted = [
      "DB_PASSWORD=hunter2",
      "DB_PASSWORD=letmein",
      "DB_PASSWORD=s3cr3t",
      'password: "admin123"',
      "DATABASE_URL=postgres://admin:admin@db.acme-data.io/app",
      "API_KEY=your-key-here-but-real-9f8a2c71d0e4b6",
      "SECRET_TOKEN=todo-9f8a2c71d0e4b6aa5e31",
    ];
    for (const text of redacted) {
      const out = redact(text, ".env");
      assert.notEqual(out, text, `kept: ${text}`);
      assert.match(out, /<REDACTED:/);
    }
    const kept = [
      "DB_PASSWORD=${DB_PASSWORD}",
      "DB_PASSWORD=",
      'DB_PASSWORD=""',
      "API_KEY=<YOUR_KEY>",
      "API_KEY=your-token-here",
      "API_KEY=your_api_key_here",
      "DB_PASSWORD=changeme",
      "API_KEY=xxxxxxxxxxxxxxxx",
      "OPENAI_API_KEY=sk-XXXXXXXXXXXXXXXXXXXX",
      "DATABASE_URL=postgres://user:${PGPASSWORD}@db.acme-data.io/app",
      "password_min_length: 12",
      "password_prompt: true",
    ];
    for (const text of kept) assert.equal(redact(text, ".env"), text, `changed: ${text}`);
    assert.equal(isPlaceholder("your-key-here-but-real-9f8a2c71d0e4b6"), false);
    assert.equal(isPlaceholder("your-key-here"), true);
  });
  test("home paths of real names are redacted (CI user names too), template names kept", () => {
    assert.equal(redact("cd /home/travis/build", "notes.md"), "cd ~/build");
    assert.equal(redact("cd /home/<you>/build", "notes.md"), "cd /home/<you>/build");
    assert.equal(redact("cd /Users/yourname/src", "notes.md"), "cd /Users/yourname/src");
  });
  test("a Twilio SID/key/secret triple in one argument is redacted whole", () => {
    const triple = "AC2f4b8c9d0e1a3b5c7d9e1f3a5b7c9d0e:SK8a7b6c5d4e3f2a1b0c9d8e7f6a5b4c3d:q7Rz2Lp9Xw4Km8Nt3Vb6Hc1Jd5Fg0Ys2";
    const out = redact(`{"args": ["--twilio", "${triple}"]}`, "mcp.json");
    assert.ok(!out.includes("q7Rz2Lp9") && !out.includes("AC2f4b8c") && !out.includes("SK8a7b6c"), out);
  });
});

describe("distill personal data that survived", () => {
  test("e-mail addresses with a dot in the name are redacted; reserved domains, role and template addresses are kept", () => {
    for (const address of ["first.last@gmail.com", "first.last@bigcorp.org", "john.doe@gmail.com", "jane.doe@fastmail.fm"]) {
      assert.match(redact(`mail ${address} today`, "notes.md"), /<REDACTED:email#1>/, address);
    }
    for (const address of ["first.last@example.com", "noreply@github.com", "git@github.com", "you@example.org", "<your-email>@gmail.com", "${USER_EMAIL}"]) {
      assert.equal(redact(`mail ${address} today`, "notes.md"), `mail ${address} today`, address);
    }
  });
  test("national phone numbers without a country code", () => {
    for (const number of ["0412 384 156", "020 7946 0958", "06 12 34 56 78", "030-2814-9937"]) {
      assert.match(redact(`Call me on ${number} after six.`, "notes.md"), /<REDACTED:phone#1>/, number);
    }
    for (const text of ["version 0.12.3", "cron 0 0 * * *", "retries 0 3 5", "id 0412384156abc"]) {
      assert.equal(redact(text, "notes.md"), text);
    }
  });
  test("internal host names under a public domain, private domains given, and the person's own mail domain", () => {
    const out = redact("see https://grafana.corp.tidewater.io/d/x and ci-runner-07.int.tidewater.io:8080", "notes.md");
    assert.ok(!out.includes("grafana.corp") && !out.includes("ci-runner-07"), out);
    const given = redact("docs at wiki.hq.acmewidgets.com, and api.github.com", "notes.md", { privateDomains: ["acmewidgets.com"] });
    assert.ok(!given.includes("wiki.hq.acmewidgets.com"), given);
    assert.ok(given.includes("api.github.com"));
    for (const kept of ["api.github.com", "registry.npmjs.org", "console.cloud.google.com", "docs.python.org"])
      assert.equal(redact(`use ${kept}`, "notes.md"), `use ${kept}`);
  });
  test("only the person's own addresses make their domain private, not every address the harness mentions", () => {
    // the person's own: where an identity is written (an e-mail key, git's user.email, --user / --email, "my e-mail is")
    const own = [
      '{\n  "mcpServers": {\n    "pg": {\n      "args": [\n        "--user",\n        "anna.berg@tidewater.io"\n      ]\n    }\n  }\n}',
      'git config --global user.email "anna@berg-family.net"',
      "[user]\nemail = a.berg@uni-kiel.de\n",
      "My work e-mail is anna.berg@acme-widgets.com.",
    ];
    // someone else's: a maintainer, a colleague to ask, a co-author, a Mastodon handle
    const others = [
      "Maintainer: Guido <guido@python.org>. Docs at https://docs.python.org/3/ and packages on pypi.python.org.",
      "Ask Sam (sam.lee@github.com) before merging; CI runs on https://github.com/acme/tool/actions.",
      "Co-Authored-By: Priya <priya@stripe.com>\nAPI reference: https://docs.stripe.com/api",
      "Follow @kwame@fosstodon.org for release notes (https://fosstodon.org/@kwame).",
    ];
    assert.deepEqual(ownMailDomains([...own, ...others]), ["acme-widgets.com", "berg-family.net", "tidewater.io", "uni-kiel.de"]);
    const privateDomains = ownMailDomains([...own, ...others]);
    for (const text of others) {
      const out = redact(text, "notes.md", { privateDomains });
      for (const host of ["docs.python.org", "pypi.python.org", "github.com/acme", "docs.stripe.com", "fosstodon.org/@kwame"]) {
        if (text.includes(host)) assert.ok(out.includes(host), `${host} was redacted: ${out}`);
      }
    }
    assert.ok(!redact("the wiki is wiki.tidewater.io", "notes.md", { privateDomains }).includes("wiki.tidewater.io"));
    // a mail provider's country domains say nothing about an employer either
    assert.deepEqual(
      ownMailDomains(['email = "anna@yahoo.co.uk"', "email: anna@hotmail.de", "user.email=anna@outlook.com.br", "--user 12345+anna@users.noreply.github.com"]),
      [],
    );
  });
});

describe("svc distill apply and verify (the CLI)", () => {
  const SECRET = `q\\"${RANDOM}`; // JSON and TOML spelling of q"Zq8…: an escaped quote inside
  const files: Tree = {
    ".svc/license": DEV_LICENSE,
    ".claude.json": `{\n  "mcpServers": {\n    "pg": {\n      "command": "npx",\n      "args": ["-y", "pg-mcp", "--user", "first.last@tidewater.io", "--api-key=https://grafana.corp.tidewater.io/x", "--password", "${SECRET}"],\n      "env": {"PG_PASSWORD": "${SECRET}", "START": "\\"${RANDOM}\\""}\n    }\n  }\n}\n`,
    ".claude/CLAUDE.md":
      "# Notes\n\nI work on jdoe-labs things. Ask first.last@tidewater.io; the wiki is wiki.tidewater.io, builds at ci.hq.acmewidgets.com.\n",
    ".codex/config.toml": `[mcp_servers.pg]\ncommand = "npx"\nargs = ["--api-key", "${SECRET}"]\nenv = { PG_TOKEN = "${RANDOM}\\"", REGION = "eu" }\n`,
    ".codex/AGENTS.md": "Contact first.last@tidewater.io for jdoe-labs.\n",
  };

  async function snapshot(tool: "claude-code" | "codex", extra: string[] = []): Promise<{ w: World; out: string; applied: Awaited<ReturnType<typeof svc>> }> {
    const w = await makeWorld({ home: files });
    const out = path.join(await tempDir(), "snapshot");
    const applied = await svc(["distill", "apply", "--source", tool, "--out", out, "--org", "acme", "--replace", "jdoe-labs=acme", ...extra, "--json"], {
      home: w.home,
      cwd: w.repo,
    });
    return { w, out, applied };
  }

  for (const tool of ["claude-code", "codex"] as const) {
    test(`${tool}: escaped quotes, placeholders after flags, --replace and private hosts: the snapshot parses, holds none of it, verifies`, async () => {
      const { w, out, applied } = await snapshot(tool, ["--private-domain", "acmewidgets.com"]);
      assert.equal(applied.code, 0, applied.stderr);
      let all = "";
      for (const file of await listTree(out)) {
        const text = await readFile(path.join(out, file), "utf8");
        all += `${file}:\n${text}`;
        if (file.endsWith(".json")) JSON.parse(text);
        if (file.endsWith(".toml")) parseToml(text);
      }
      for (const leaked of [RANDOM.slice(0, 10), "jdoe-labs", "first.last", "grafana.corp", "wiki.tidewater.io", "ci.hq.acmewidgets.com"]) {
        assert.ok(!all.includes(leaked), `${leaked} is in the snapshot:\n${all}`);
      }
      // verify is free: no license needed to check a snapshot one received
      const unlicensed = await makeWorld({});
      const verified = await svc(["distill", "verify", "--bundle", out, "--json"], { home: unlicensed.home, cwd: w.repo });
      assert.equal(verified.code, 0, verified.stdout);
    });
  }

  test("verify names a JSON or TOML file that no longer parses (exit 5)", async () => {
    const { w, out, applied } = await snapshot("claude-code");
    assert.equal(applied.code, 0, applied.stderr);
    const file = path.join(out, ".claude.json");
    const text = await readFile(file, "utf8");
    await writeFile(file, text.replace(/"command"/, '"command""'));
    // keep the manifest's hash in step, so only the syntax is wrong
    const manifestPath = path.join(out, "svc-distill.json");
    const manifest = JSON.parse(await readFile(manifestPath, "utf8")) as { files: { path: string; sha256: string; bytes: number }[] };
    const entry = manifest.files.find((item) => item.path === ".claude.json");
    assert.ok(entry);
    const changed = await readFile(file);
    entry.sha256 = createHash("sha256").update(changed).digest("hex");
    entry.bytes = changed.length;
    await writeFile(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
    const verified = await svc(["distill", "verify", "--bundle", out, "--json"], { home: w.home, cwd: w.repo });
    assert.equal(verified.code, 5);
    const problems = (JSON.parse(verified.stdout) as { problems: { path: string; problem: string; line?: number }[] }).problems;
    assert.deepEqual(
      problems.map((problem) => [problem.path, problem.problem]),
      [[".claude.json", "unparseable"]],
    );
  });
});

describe("distill finds secrets by shape and by keyword in every syntax", () => {
  const VALUE = "Zq8vT2mK9xLp4Rw7Yb3Nc6Hd";
  const syntaxes: Array<[string, string]> = [
    ["make ::=", `ADAFRUIT_TOKEN ::= "${VALUE}"`],
    ["make ?=", `ADAFRUIT_TOKEN ?= ${VALUE}`],
    ["make :::=", `ADAFRUIT_TOKEN :::= "${VALUE}"`],
    ["XML element", `<adafruitToken>${VALUE}</adafruitToken>`],
    ["XML element, multi-line", `<adafruitToken>\n    ${VALUE}\n</adafruitToken>`],
    ["PHP .=", `$adafruitToken .= "${VALUE}";`],
    ["Go var", `var adafruitToken string = "${VALUE}"`],
    ["Go :=", `adafruitToken := \`${VALUE}\``],
    ["Kotlin typed", `val adafruitToken: String = "${VALUE}"`],
    ["C#", `string adafruitToken = "${VALUE}";`],
    ["Java", `String adafruitToken = "${VALUE}";`],
    ["Python", `adafruit_token = '${VALUE}'`],
    ["Python typed", `adafruit_token: str = "${VALUE}"`],
    ["YAML", `adafruit_token: ${VALUE}`],
    ["INI", `adafruitToken=${VALUE}`],
    ["TOML", `adafruit_token = "${VALUE}"`],
    ["JSON", `{"adafruit_token": "${VALUE}"}`],
    ["dotenv", `ADAFRUIT_TOKEN=${VALUE}`],
    ["export", `export ADAFRUIT_TOKEN=${VALUE}`],
    ["logstash =>", `"adafruitToken" => "${VALUE}"`],
    ["setProperty", `System.setProperty("ADAFRUIT_TOKEN", "${VALUE}")`],
    ["args list, separate --flag", `{"args": ["-y", "@adafruit/mcp", "--adafruit-token", "${VALUE}"]}`],
    ["args list, one per line", `{"args": [\n  "--api-key",\n  "${VALUE}"\n]}`],
    ["--flag value", `npx @adafruit/mcp --adafruit-token ${VALUE} --verbose`],
    ["--flag=value", `npx @adafruit/mcp --adafruit-token=${VALUE}`],
    ["YAML list, separate --flag", `args:\n  - --api-key\n  - ${VALUE}\n`],
    ["-H Authorization", `curl -H 'Authorization: Bearer ${VALUE}' https://io.adafruit.com`],
    ["a service's name alone", `ADAFRUIT_IO=${VALUE}9`],
    ["prose", `The Adafruit API key is ${VALUE}, keep it safe.`],
    ["markdown heading line", `- Adafruit token: \`${VALUE}\``],
  ];
  for (const [name, text] of syntaxes) {
    test(name, () => {
      const out = redact(text, name === "JSON" || name.startsWith("args list") ? "mcp.json" : "notes.md");
      assert.ok(!out.includes(VALUE.slice(0, 12)), `${name}: ${out}`);
    });
  }
  test("prefixed vendor tokens alone in a sentence", () => {
    const tokens = [
      "dop_v1_3f9c2a7e8b1d4f6a0c5e9b2d7a4f1c8e3b6d9a2f5c8e1b4d7a0f3c6e9b2d5a8f",
      "hvs.CAESIJ3kx9Qm2Lp7Rw4Tz8Vb1Nc6Hd5Fg0Js3Ky7Ux2Mq9Wp4Zr8Tv1Bn6Cm5Dk0Gh3Lj7Pa2Se9Xf4Yo8Ui1Qa2Ws3Ed4",
      "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",
      "lin_api_Zq8vT2mK9xLp4Rw7Yb3Nc6Hd1Fg5Js0A2Bc4De6F",
      "glsa_Zq8vT2mK9xLp4Rw7Yb3Nc6Hd1Fg5Js0A_4f8a2c9e",
      "sgp_4f8a2c9e1b7d3f6a0c5e8b2d9a4f7c1e3b6d9a2f",
      "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",
      "dapi4f8a2c9e1b7d3f6a0c5e8b2d9a4f7c1e",
      "ghp_Zq8vT2mK9xLp4Rw7Yb3Nc6Hd1Fg5Js0A2Bc4", // checksum fails, body random: still a token
    ];
    for (const token of tokens) {
      const out = redact(`The nightly job uses ${token} now.`, "notes.md");
      assert.ok(!out.includes(token.slice(0, 14)), out);
    }
  });
  test("fillers in a vendor's shape are kept", () => {
    for (const text of [
      "dop_v1_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
      "shpat_00000000000000000000000000000000",
      "ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
      "xoxp-572370529330-573807301142-572331691188-####################",
    ]) {
      assert.equal(redact(`use ${text}`, "notes.md"), `use ${text}`);
    }
  });
});

describe("distill recognises more gitleaks families by their shape alone", () => {
  // each value alone, with no keyword near it: only its prefix, alphabet and length say what it is
  const shapes: Array<[string, string]> = [
    ["maxmind license key", "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"],
    ["freemius secret key", "sk_igmRrq14kkrxG9W0R#*u&cgm&Y5gw"],
    ["telegram bot token", "7012345678:AAQvMO8exRjrMCZGeZ7B2_Ro_jOEMT_sipl"],
    ["facebook app access token", "1234567890123456|ebb8e212819391a5f2ceff8c074227fa"],
    ["facebook app access token, URL-encoded", "123456789012345%7Cebb8e212819391a5f2ceff8c074227fa"],
    [
      "facebook user access token",
      "EAAGtr7NFseh2O7txle8AEHgXRIMAtNGLj66WJTnXg0wxitew8S7N5GgVoagX1ZUZy7Suq2gqZp4jSeqhjmy6JY9LbKoVCNqGn0T3QFbaomIMPLq6de4yidnAIr1OSyg6UDJqs4cUlaEKMI74JmzA3",
    ],
    ["sidekiq credentials", "5064e99a:4b8f5d38"],
    ["okta API token", "00QqNp_Fy2gTmNJoKLcQJAWaAShoB8VrlK0NBiDoyA"],
    ["nuget API key", "oy2a76og6zg86m6wt1735sgcwntbxxys4j972h23x4lnrj"],
    ["slack legacy token with long ids", "xoxs-28459420761599951542-3331235650-9468501610-6154d6eba1242c8bfcf382bc7dbf7d6a"],
    ["slack workspace token", "xoxr-YvZzqg6pxfhgEUDGNBxdXnYhFqCneoTzikUHY64P"],
    ["slack app token with long parts", "xapp-1-A0N4SI54MRE2D8K4Q7C3B9-35943214832186677-fa5391061963c6af68e1f3d54a74729"],
    ["slack webhook with + in its path", "https://hooks.slack.com/services/KsZn2YSFru9UQEu7y19O+SiZtwnunmR1eIudjj48JGShZ62h6Rf7"],
    ["slack webhook with a short last part", "hooks.slack.com/services/RXqwivYnPEZOwKUGV74lu3AMNadJdXAAobTCcx3iu/9V30z7stUTy"],
    ["base64 of a JWT, base64url alphabet", "ZXlKaGJHY2lPaUpJVXpJMU5pSXNJblI1Y0NJNklrcFhWQ0o5DmR4iAmgEMAX2vm7MIrapxCXEQFy--ApejGbxUY6"],
  ];
  for (const [name, value] of shapes) {
    test(`${name}: alone in a sentence, in a markdown line and in an MCP args list`, () => {
      const texts: Array<[string, string]> = [
        [`When the sync fails, use ${value} again and tell support.`, "notes.md"],
        [`- Setting: \`${value}\`\n`, "CLAUDE.md"],
        [`{"args": ["-y", "@acme/mcp", "${value}", "--verbose"]}`, "mcp.json"],
      ];
      for (const [text, file] of texts) {
        const out = redact(text, file);
        assert.ok(!out.includes(value.slice(-12)), `${file}: ${out}`);
      }
    });
  }
  test("their look-alikes are kept: fillers, Stripe-like words, short hex pairs, a pipe in a table", () => {
    const kept = [
      "sk_xxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
      "0000000000000000000000000000000000000000000",
      "00ab12cd34ef56ab12cd34ef56ab12cd34ef56ab12",
      "| 1234567890123456 | total |",
      "deadbeef:cafebabe and 12:30:45",
      "xoxr-xxxxxxxxxxxxxxxxxxxx",
      "AAAAAA_xxxxxxxxxxxxxxxxxxxxxxxxxxxxx_mmk",
    ];
    for (const text of kept) assert.equal(redact(`see ${text} here`, "notes.md"), `see ${text} here`);
  });
});

describe("distill finds credentials by their context in more placements", () => {
  const cases: Array<[string, string, string, string]> = [
    // [name, file, text, the secret]
    [
      "curl -u in an MCP args list",
      ".mcp.json",
      `{"mcpServers": {"api": {"command": "curl", "args": ["-s", "-u", "admin:Hq8vT2mK9x", "https://api.acme.io"]}}}`,
      "Hq8vT2mK9x",
    ],
    ["curl -u in a YAML list", "config.yaml", "args:\n  - curl\n  - -u\n  - admin:Hq8vT2mK9x\n", "Hq8vT2mK9x"],
    [
      "curl -u on a continued line",
      "deploy.md",
      "```sh\ncurl https://api.acme.io/v1/items \\\n  -H 'Accept: application/json' \\\n  -u ops:Zq8vT2mK9xLp\n```\n",
      "Zq8vT2mK9xLp",
    ],
    ["curl -u with a token as the user", "notes.md", "Check with curl -u Zq8vT2mK9xLp4Rw7Yb3Nc6H: https://api.acme.io now.", "Zq8vT2mK9xLp4Rw7Yb3Nc6H"],
    [
      "curl -H Authorization without a scheme, in args",
      ".mcp.json",
      `{"args": ["curl", "-H", "Authorization: Zq8vT2mK9xLp4Rw7Yb3N", "https://x.io"]}`,
      "Zq8vT2mK9xLp4Rw7Yb3N",
    ],
    [
      "a quoted Authorization value with & and <",
      ".mcp.json",
      `{"mcpServers": {"x": {"url": "https://x.io", "headers": {"Authorization": "Bearer &cajJ&h1<5:q"}}}}`,
      "&cajJ&h1<5:q",
    ],
    [
      "nuget.config ClearTextPassword",
      "nuget.config",
      `<packageSourceCredentials>\n  <Feed>\n    <add key="Username" value="ci" />\n    <add key="ClearTextPassword" value="Hq8#vT2!mK9x" />\n  </Feed>\n</packageSourceCredentials>\n`,
      "Hq8#vT2!mK9x",
    ],
    [
      "nuget.config apikeys",
      "nuget.config",
      `<apikeys>\n  <add key="https://www.nuget.org" value="AQAAANCMnd8BFdERjHoAwE/Cl+sBAAAAq8Hk2Xz9fQ7mL3pR5tV1wY4bN6cJ0gD8" />\n</apikeys>\n`,
      "AQAAANCMnd8BFdERjHoAwE",
    ],
    ["nuget -Password", "notes.md", "nuget sources add -Name feed -Source https://x.io/v3 -Username ci -Password Hq8vT2mK9x", "Hq8vT2mK9x"],
    [
      "a password that starts with a bracket",
      ".mcp.json",
      `{"env": {"NUGET_PASSWORD": "(&3Io0dL", "CURL_TOKEN": "{,k(:Y2c{UnoUm-fuB@u7@JULjNo1p}d"}}`,
      "(&3Io0dL",
    ],
    ["a password with a bracket inside", "deploy.md", "export NUGET_PASSWORD='1`+Hq[bW2'\n", "1`+Hq[bW2"],
    ["a 16-digit id under a token name, digits repeating", ".env", "ASANA_TOKEN=4305528585064058\n", "4305528585064058"],
  ];
  for (const [name, file, text, secret] of cases) {
    test(name, () => {
      const out = redact(text, file);
      assert.ok(!out.includes(secret), out);
    });
  }
  test("and keeps what only looks like them: code, references, the key's own name", () => {
    const kept: Array<[string, string]> = [
      ["nuget.config", `<add key="ClearTextPassword" value="%NUGET_PASSWORD%" />\n<add key="repositoryPath" value="packages" />\n`],
      [".mcp.json", `{"env": {"API_TOKEN": "getToken()", "API_KEY": "env[\\"KEY\\"]", "DB_PASSWORD": "$(cat /run/pw)"}}`],
      ["notes.md", 'curl -u $USER:$PASS https://x.io; curl -u ci https://x.io; curl -u "<user>:<password>" https://x.io'],
      ["notes.md", "curl -H 'Authorization: Bearer ${TOKEN}' https://x.io"],
    ];
    for (const [file, text] of kept) assert.equal(redact(text, file), text);
    // the element's name stays readable
    assert.match(
      redact(`<add key="ClearTextPassword" value="Hq8#vT2!mK9x" />`, "nuget.config"),
      /key="ClearTextPassword" value="<REDACTED:password-assignment#1>"/,
    );
  });
});
