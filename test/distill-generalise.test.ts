// Detection that holds on secrets nobody tuned it to (issue 26): each case is one of the ways the
// issue says people write a secret — in a sentence next to a cue, in a snippet of another syntax, in
// an encoding, in a format of its own — and each negative one of the values that must stay. The
// values are made up here; none is a sample of a rule's own table.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { createRedactionSession } from "../src/distill/redact.ts";

const KEY = "Tq7vN2pLx9Wm4Rb8Zc3Yh6Kd"; // 24, random
const PASSWORD = "vR7#qL2m!Xw9";
const HEX = "5be91d0c7a2f48e3b6d4a90c1f7e2b58";
const B64_PEM = Buffer.from(
  "-----BEGIN RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEAqR7wZ3xLm9Qp2Vb8Kd4Tn6Hs1Jc0Fg5Ry7Wt3Ux\n-----END RSA PRIVATE KEY-----\n",
).toString("base64");

interface Case {
  what: string;
  file: string;
  text: string;
  /** What must be gone from the redacted text. */
  gone: string[];
}

function redacted(file: string, text: string): string {
  return createRedactionSession().redact(text, file).text;
}

function failures(cases: readonly Case[]): string[] {
  const out: string[] = [];
  for (const sample of cases) {
    const result = redacted(sample.file, sample.text);
    const left = sample.gone.filter((value) => result.includes(value));
    if (left.length > 0) out.push(`${sample.what}: ${left.join(", ")} left in ${JSON.stringify(result)}`);
  }
  return out;
}

describe("distill removes what no vendor format names (issue 26)", () => {
  test("a token next to a credential cue in a sentence, judged by shape", () => {
    const cases: Case[] = [
      { what: "the X credential is V, rotate it", file: "CLAUDE.md", text: `The Okta credential is ${KEY}, rotate it next quarter.\n`, gone: [KEY] },
      { what: "paste V into its settings page", file: "CLAUDE.md", text: `- Sentry: paste ${HEX} into its settings page when asked.\n`, gone: [HEX] },
      {
        what: "pass V on the command line",
        file: "AGENTS.md",
        text: `When I run the sync script I pass ${HEX} on the command line as the second argument.\n`,
        gone: [HEX],
      },
      {
        what: "our shared account uses V",
        file: "CLAUDE.md",
        text: `Our shared account uses ${PASSWORD} (same as in the password manager).\n`,
        gone: [PASSWORD],
      },
      { what: "the value support gave me was V", file: "CLAUDE.md", text: `The value support gave me was ${KEY} and it does not expire.\n`, gone: [KEY] },
      { what: "a table column headed Key", file: "CLAUDE.md", text: `| Service | Key | Notes |\n|---|---|---|\n| Mailgun | ${HEX} | prod |\n`, gone: [HEX] },
      {
        what: "a cue in another language",
        file: "AGENTS.md",
        text: `Das Passwort für den Testserver ist ${PASSWORD}, bitte nicht teilen.\n`,
        gone: [PASSWORD],
      },
    ];
    assert.deepEqual(failures(cases), []);
  });

  test("config and code pasted in other syntaxes: the name's meaning decides", () => {
    const cases: Case[] = [
      {
        what: "PowerShell Connect-VIServer -Password",
        file: "CLAUDE.md",
        text: "```powershell\nConnect-VIServer -Server vc01.corp.example -User admin -Password '" + PASSWORD + "'\n```\n",
        gone: [PASSWORD],
      },
      {
        what: "psexec -p",
        file: "CLAUDE.md",
        text: "```cmd\npsexec \\\\build01 -u deploy -p " + PASSWORD.replace(/[#!]/g, "") + " cmd\n```\n",
        gone: [PASSWORD.replace(/[#!]/g, "")],
      },
      {
        what: "gradle.properties",
        file: "CLAUDE.md",
        text: "```properties\nartifactoryUser=ci\nartifactoryPassword=" + PASSWORD + "\n```\n",
        gone: [PASSWORD],
      },
      { what: "INI", file: "CLAUDE.md", text: "```ini\n[database]\nhost = db.internal\npassword = " + PASSWORD + "\n```\n", gone: [PASSWORD] },
      {
        what: "C# connection string",
        file: "CLAUDE.md",
        text: '```csharp\nvar cs = "Server=tcp:db.example.net,1433;Database=app;User ID=app;Password=' + PASSWORD + ';Encrypt=True;";\n```\n',
        gone: [PASSWORD],
      },
      {
        what: "JDBC URL",
        file: "CLAUDE.md",
        text: "```\njdbc:postgresql://db.example.net:5432/app?user=app&password=" + PASSWORD.replace(/[#!]/g, "") + "\n```\n",
        gone: [PASSWORD.replace(/[#!]/g, "")],
      },
      {
        what: "Kubernetes Secret stringData",
        file: "CLAUDE.md",
        text: "```yaml\napiVersion: v1\nkind: Secret\nmetadata:\n  name: api\nstringData:\n  API_TOKEN: " + KEY + "\n```\n",
        gone: [KEY],
      },
      { what: "curl -u id:secret", file: "CLAUDE.md", text: "```bash\ncurl -u ci-bot:" + KEY + " https://api.example.com/v1/builds\n```\n", gone: [KEY] },
      {
        what: "an .mdc rule's front matter description",
        file: ".cursor/rules/deploy.mdc",
        text: `---\ndescription: Deploys with token ${KEY} to staging\nalwaysApply: false\n---\n\nRun the deploy script.\n`,
        gone: [KEY],
      },
    ];
    assert.deepEqual(failures(cases), []);
  });

  test("encodings are decoded before matching", () => {
    const pieces = [KEY.slice(0, 8), KEY.slice(8, 16), KEY.slice(16)];
    const cases: Case[] = [
      { what: "a base64-encoded PEM", file: "CLAUDE.md", text: "```yaml\ndata:\n  tls.key: " + B64_PEM + "\n```\n", gone: [B64_PEM.slice(0, 40)] },
      { what: "a key split over literals", file: "CLAUDE.md", text: '```js\nconst token = "' + pieces.join('" + "') + '";\n```\n', gone: pieces },
      {
        what: "a percent-encoded password in a DSN",
        file: "CLAUDE.md",
        text: "```\nDATABASE_URL=postgres://app:" + encodeURIComponent(PASSWORD) + "@db.example.net/app\n```\n",
        gone: [encodeURIComponent(PASSWORD)],
      },
    ];
    assert.deepEqual(failures(cases), []);
  });

  test("formats of their own", () => {
    const cases: Case[] = [
      {
        what: "an Office 365 Teams webhook (older host)",
        file: "CLAUDE.md",
        text:
          "Alerts go to https://outlook.office.com/webhook/5be91d0c-7a2f-48e3-b6d4-a90c1f7e2b58@72f988bf-86f1-41af-91ab-2d7cd011db47/IncomingWebhook/" +
          HEX +
          "/0b1c2d3e-4f50-4617-8293-a4b5c6d7e8f9\n",
        gone: [HEX],
      },
      {
        what: "a Salesforce access token",
        file: "CLAUDE.md",
        text: "SF session for the sandbox: 00D5g000004Xyz1!AQ0AQ" + KEY + "Lm3Np5Qr7St9Uv\n",
        gone: [KEY],
      },
      {
        what: "a Kubernetes bootstrap token",
        file: "CLAUDE.md",
        text: "kubeadm join 10.0.0.5:6443 --token q7vx2m.k9d4tz8wp3ry6hcb --discovery-token-ca-cert-hash sha256:" + HEX + HEX + "\n",
        gone: ["q7vx2m.k9d4tz8wp3ry6hcb"],
      },
      { what: "a Tavily key", file: "CLAUDE.md", text: "Search uses tvly-" + KEY + " for now.\n", gone: [KEY] },
    ];
    assert.deepEqual(failures(cases), []);
  });

  test("negatives hold: hashes, ids, commits, integrity strings, example keys, references", () => {
    const text = [
      "Pinned to commit 3f786850e387550fdab836ed7e6dc881de23001b; the release sha256 is 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08.",
      "Request id 550e8400-e29b-41d4-a716-446655440000 failed once.",
      '"integrity": "sha512-7wbq0bPPTpF5s3pBm3qVw9q2yU5c6mZ0r1yqKkM5xK9lL2uR4gN5eR7xT8oP1aB2cD3eF4gH5iJ6kL7mN8oP9q=="',
      "AWS's documented example key is AKIAIOSFODNN7EXAMPLE with wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY.",
      "Set the token with export API_TOKEN=$API_TOKEN, ${API_TOKEN}, %API_TOKEN% or $env:API_TOKEN.",
      "The key's fingerprint is SHA256:uNiVztksCsDhcc0u9e8BujQXVUpKZIDTMczCvj3tD2s.",
      "",
    ].join("\n");
    assert.equal(redacted("CLAUDE.md", text), text);
  });
});
