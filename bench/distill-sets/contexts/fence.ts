// Config or code pasted into a fenced block of an instruction file, in the syntaxes people paste:
// PowerShell, cmd, shell, curl, properties files, INI, connection strings, code in several
// languages, Kubernetes and compose manifests, Terraform, Helm, CI workflows, package-manager and
// credential files, URLs with a password in them.
import type { RefStyle } from "../harmless.ts";
import type { Template } from "./render.ts";

// A value with one of these would change the syntax it is pasted into (end a field, start a comment…).
const URL_UNSAFE = /[@/:?#%&\s]/;
const CONN_UNSAFE = /[;'"]/;
const SHELL_UNSAFE = /[$`!&;|<>(){}*?#~]/;
const YAML_PLAIN_UNSAFE = /^[-?:,[\]{}#&*!|>%@`]|: | #|:$/;

interface Shape {
  lang: string;
  lead: string;
  body: string;
  takes?: Template["takes"];
  forbid?: RegExp;
  refStyle?: RefStyle;
}

const SHAPES: Shape[] = [
  {
    lang: "powershell",
    lead: "Connect to vCenter before running the inventory script:",
    refStyle: "ps",
    body: `Import-Module VMware.PowerCLI
Connect-VIServer -Server vcenter.example.com -User {{USER}} -Password {{SECRET}}
Get-VM | Export-Csv -Path .\\inventory.csv -NoTypeInformation`,
    forbid: /[$`;'"]/,
  },
  {
    lang: "powershell",
    lead: "In a new PowerShell session set the key first:",
    refStyle: "ps",
    body: `$env:{{ENV}} = "{{SECRET}}"
npm run dev`,
    forbid: /[$`]/,
  },
  {
    lang: "powershell",
    lead: "The scheduled task builds its credential like this:",
    refStyle: "ps",
    body: `$password = ConvertTo-SecureString "{{SECRET}}" -AsPlainText -Force
$credential = New-Object System.Management.Automation.PSCredential ("{{USER}}", $password)
Invoke-Command -ComputerName build01 -Credential $credential -ScriptBlock { Restart-Service w3svc }`,
    forbid: /[$`]/,
  },
  {
    lang: "cmd",
    lead: "On the Windows build box:",
    refStyle: "cmd",
    body: `psexec \\\\build01 -u {{USER}} -p {{SECRET}} -h cmd /c "C:\\tools\\deploy.cmd"`,
    forbid: /[%^&|<>"]/,
  },
  {
    lang: "bat",
    lead: "`run-local.bat` does nothing more than:",
    refStyle: "cmd",
    body: `@echo off
set {{ENV}}={{SECRET}}
call npm run start`,
    forbid: /[%^&|<>"]/,
  },
  {
    lang: "bash",
    lead: "Before running the e2e suite:",
    refStyle: "sh",
    body: `export {{ENV}}={{SECRET}}
npm run test:e2e`,
    forbid: SHELL_UNSAFE,
  },
  {
    lang: "bash",
    lead: "Quick check that the account works:",
    refStyle: "sh",
    body: `curl -u {{USER}}:{{SECRET}} https://api.{{svc}}.com/v1/projects | jq '.[].name'`,
    forbid: /[$`'"\\s]/,
  },
  {
    lang: "sh",
    lead: "Call the API directly:",
    refStyle: "sh",
    body: `curl -sS https://api.{{svc}}.com/v2/me \\
  -H "Authorization: Bearer {{SECRET}}" \\
  -H "Accept: application/json"`,
    forbid: /[$`"\\]/,
  },
  {
    lang: "properties",
    lead: "`~/.gradle/gradle.properties` on the release machine:",
    body: `org.gradle.jvmargs=-Xmx2g
signing.keyId=24875D73
signing.password={{SECRET}}
ossrhUsername={{USER}}`,
  },
  {
    lang: "properties",
    lead: "The Spring profile for local runs (`application-local.properties`):",
    body: `spring.datasource.url=jdbc:postgresql://db.example.com:5432/orders
spring.datasource.username={{USER}}
spring.datasource.password={{SECRET}}
spring.jpa.hibernate.ddl-auto=validate`,
  },
  {
    lang: "ini",
    lead: "`config.ini` for the importer:",
    body: `[database]
host = db.example.com
port = 5432
user = {{USER}}
password = {{SECRET}}

[importer]
batch_size = 500`,
    forbid: /[;#]/,
  },
  {
    lang: "csharp",
    lead: "The connection string the service uses:",
    body: `var connectionString = "Server=tcp:sql.example.net,1433;Initial Catalog=orders;User ID={{USER}};Password={{SECRET}};Encrypt=True;";
using var connection = new SqlConnection(connectionString);`,
    forbid: CONN_UNSAFE,
  },
  {
    lang: "text",
    lead: "JDBC URL for DBeaver:",
    body: `jdbc:sqlserver://sql.example.net:1433;databaseName=orders;user={{USER}};password={{SECRET}};encrypt=true`,
    forbid: CONN_UNSAFE,
  },
  {
    lang: "python",
    lead: "Minimal client setup:",
    refStyle: "code",
    body: `from {{svc}} import Client

client = Client(api_key="{{SECRET}}", timeout=30)
print(client.projects.list())`,
  },
  {
    lang: "ts",
    lead: "In `scripts/seed.ts`:",
    refStyle: "code",
    body: `import { createClient } from "@{{service}}/sdk";

const client = createClient({ apiKey: "{{SECRET}}", region: "eu" });
await client.seed();`,
  },
  {
    lang: "go",
    lead: "The Go client is configured like this:",
    refStyle: "code",
    body: `cfg := &{{svc}}.Config{
	Token:   "{{SECRET}}",
	Timeout: 10 * time.Second,
}
client := {{svc}}.NewClient(cfg)`,
  },
  {
    lang: "ruby",
    lead: "`config/initializers/{{svc}}.rb`:",
    refStyle: "code",
    body: `{{Service}}.configure do |config|
  config.api_key = '{{SECRET}}'
  config.logger = Rails.logger
end`,
  },
  {
    lang: "php",
    lead: "Legacy `config.php`:",
    refStyle: "code",
    body: `<?php
define('{{ENV}}', '{{SECRET}}');
$client = new {{Service}}Client({{ENV}});`,
    forbid: /[$]/,
  },
  {
    lang: "yaml",
    lead: "Apply this to the cluster (`kubectl apply -f secret.yaml`):",
    body: `apiVersion: v1
kind: Secret
metadata:
  name: {{service}}-credentials
  namespace: default
type: Opaque
stringData:
  {{env}}: "{{SECRET}}"`,
  },
  {
    lang: "yaml",
    lead: "`docker-compose.override.yml` I use locally:",
    body: `services:
  worker:
    image: ghcr.io/acme/worker:1.4.2
    environment:
      - {{ENV}}={{SECRET}}
      - LOG_LEVEL=debug`,
    forbid: YAML_PLAIN_UNSAFE,
  },
  {
    lang: "hcl",
    lead: "`providers.tf`:",
    body: `provider "{{svc}}" {
  api_token = "{{SECRET}}"
  region    = "eu-west-1"
}`,
    forbid: /[$]/,
  },
  {
    lang: "yaml",
    lead: "Helm values for the staging release:",
    body: `{{svc}}:
  enabled: true
  apiKey: "{{SECRET}}"
  replicaCount: 2`,
  },
  {
    lang: "yaml",
    lead: "The workflow step that uploads the report:",
    refStyle: "gha",
    body: `- name: Upload report
  run: ./scripts/upload-report.sh
  env:
    {{ENV}}: {{SECRET}}`,
    forbid: YAML_PLAIN_UNSAFE,
  },
  {
    lang: "ini",
    lead: "`.npmrc` in the repo root:",
    body: `@acme:registry=https://npm.pkg.github.com
//npm.pkg.github.com/:_authToken={{SECRET}}
always-auth=true`,
    forbid: /[\s;#]/,
  },
  {
    lang: "ini",
    lead: "`~/.pypirc`:",
    body: `[distutils]
index-servers = pypi

[pypi]
username = __token__
password = {{SECRET}}`,
    forbid: /[;#]/,
  },
  {
    lang: "text",
    lead: "`~/.netrc` so that `git` and `curl` stop asking:",
    body: `machine api.{{svc}}.com
  login {{USER}}
  password {{SECRET}}`,
    forbid: /\s/,
  },
  {
    lang: "ini",
    lead: "My `~/.aws/credentials` has a profile for the reporting account:",
    body: `[reporting]
aws_secret_access_key = {{SECRET}}
region = eu-west-1`,
    forbid: /[;#]/,
  },
  {
    lang: "bash",
    lead: "Clone the infra repo with the bot's token:",
    body: `git clone https://{{USER}}:{{SECRET}}@github.com/acme/infra.git`,
    forbid: URL_UNSAFE,
  },
  {
    lang: "bash",
    lead: "Connection string for the analytics database:",
    refStyle: "sh",
    body: `DATABASE_URL=postgres://{{USER}}:{{SECRET}}@db.example.com:5432/analytics npm run migrate`,
    forbid: URL_UNSAFE,
  },
  { lang: "text", lead: "Redis for the queue:", body: `redis://:{{SECRET}}@cache.example.com:6379/0`, forbid: URL_UNSAFE },
  {
    lang: "http",
    lead: "The request the importer sends:",
    body: `GET /v1/items?page=1 HTTP/1.1
Host: api.{{svc}}.com
X-API-Key: {{SECRET}}
Accept: application/json`,
  },
  { lang: "bash", lead: "Open a shell on the reporting database:", body: `mysql -h db.example.com -u {{USER}} -p{{SECRET}} reporting`, forbid: SHELL_UNSAFE },
  { lang: "bash", lead: "Log in to the private registry:", body: `docker login registry.example.com -u {{USER}} -p {{SECRET}}`, forbid: SHELL_UNSAFE },
  {
    lang: "xml",
    lead: "`Web.config` of the old admin site:",
    body: `<appSettings>
  <add key="{{Service}}ApiKey" value="{{SECRET}}" />
  <add key="Environment" value="Staging" />
</appSettings>`,
    forbid: /[<>&]/,
  },
  {
    lang: "xml",
    lead: "`~/.m2/settings.xml`:",
    body: `<servers>
  <server>
    <id>releases</id>
    <username>{{USER}}</username>
    <password>{{SECRET}}</password>
  </server>
</servers>`,
    forbid: /[<>&]/,
  },
  {
    lang: "yaml",
    lead: "`config/local.yml` (not committed):",
    body: `{{svc}}:
  base_url: https://api.{{svc}}.com
  token: {{SECRET}}`,
    forbid: YAML_PLAIN_UNSAFE,
  },
  {
    lang: "rust",
    lead: "In the integration test helper:",
    refStyle: "code",
    body: `let client = Client::builder()
    .api_key("{{SECRET}}")
    .build()?;`,
  },
  {
    lang: "kotlin",
    lead: "Android `BuildConfig` fallback:",
    refStyle: "code",
    body: `object Keys {
    const val {{ENV}} = "{{SECRET}}"
}`,
    forbid: /[$]/,
  },
  {
    lang: "swift",
    lead: "`Secrets.swift`:",
    refStyle: "code",
    body: `enum Secrets {
    static let {{svc}}Key = "{{SECRET}}"
}`,
  },
  {
    lang: "powershell",
    lead: "Check the status endpoint from PowerShell:",
    refStyle: "ps",
    body: `Invoke-RestMethod -Uri https://api.{{svc}}.com/v1/status -Headers @{ Authorization = "Bearer {{SECRET}}" }`,
    forbid: /[$`]/,
  },
  {
    lang: "bash",
    lead: "Deploy over SSH with a password (the box has no keys yet):",
    body: `sshpass -p '{{SECRET}}' ssh {{USER}}@bastion.example.com 'sudo systemctl restart app'`,
    forbid: /'/,
  },
  { lang: "bash", lead: "With HTTPie:", body: `http GET https://api.{{svc}}.com/v1/me "X-Api-Key:{{SECRET}}"`, forbid: /[$`"\\]/ },
  {
    lang: "bash",
    lead: "Download the nightly export:",
    body: `wget --header="Authorization: token {{SECRET}}" -O export.zip https://api.{{svc}}.com/v1/exports/latest`,
    forbid: /[$`"\\]/,
  },
  {
    lang: "dotenv",
    lead: "Put this in `.env.local`:",
    refStyle: "sh",
    body: `NEXT_PUBLIC_APP_URL=http://localhost:3000
{{ENV}}="{{SECRET}}"`,
    forbid: /[$`"\\]/,
  },
  {
    lang: "bash",
    lead: "Install the private key for the deploy user:",
    takes: "key",
    body: `mkdir -p ~/.ssh && cat > ~/.ssh/deploy_key <<'EOF'
{{SECRET}}
EOF
chmod 600 ~/.ssh/deploy_key`,
  },
  {
    lang: "yaml",
    lead: "The TLS secret for the ingress:",
    takes: "key",
    body: `apiVersion: v1
kind: Secret
metadata:
  name: ingress-tls
type: kubernetes.io/tls
stringData:
  tls.key: |
{{SECRET|indent:4}}`,
  },
  {
    lang: "python",
    lead: "The signing helper still embeds the key:",
    takes: "key",
    body: `PRIVATE_KEY = """{{SECRET}}"""

def sign(payload: bytes) -> bytes:
    return _sign_with(PRIVATE_KEY, payload)`,
  },
];

export const FENCE: Template[] = SHAPES.map((shape, i) => ({
  id: `fence-${String(i + 1).padStart(3, "0")}`,
  family: "fence",
  fileKind: "instructions-md",
  text: `${shape.lead}\n\n\`\`\`${shape.lang}\n${shape.body}\n\`\`\``,
  ...(shape.takes ? { takes: shape.takes } : {}),
  ...(shape.forbid ? { forbid: shape.forbid } : {}),
  refStyle: shape.refStyle ?? "any",
}));
