// The ordinary places: MCP servers' `env`, `headers`, `args` and URLs in `.mcp.json` /
// `~/.claude.json` / `.cursor/mcp.json`, Codex `config.toml` tables, hook and status-line
// commands and `env` in Claude Code's `settings.json`, dotenv files. JSON and TOML must still parse.
import type { Template } from "./render.ts";

interface Shape {
  fileKind: Template["fileKind"];
  text: string;
  takes?: Template["takes"];
  forbid?: RegExp;
}

const SHELL_IN_JSON = /[$`'"\\!&;|<>(){}*?#~]/;

const SHAPES: Shape[] = [
  {
    fileKind: "mcp-json",
    text: `{
  "mcpServers": {
    "{{service}}": {
      "command": "npx",
      "args": ["-y", "@{{service}}/mcp-server"],
      "env": {
        "{{ENV}}": "{{SECRET|json}}"
      }
    }
  }
}
`,
  },
  {
    fileKind: "mcp-json",
    text: `{
  "mcpServers": {
    "{{service}}": {
      "type": "http",
      "url": "https://mcp.{{svc}}.com/mcp",
      "headers": {
        "Authorization": "Bearer {{SECRET|json}}"
      }
    }
  }
}
`,
  },
  {
    fileKind: "mcp-json",
    text: `{
  "numStartups": 41,
  "theme": "dark",
  "projects": {
    "~/code/shop": {
      "allowedTools": ["Bash(npm run test:*)"],
      "mcpServers": {
        "{{service}}": {
          "type": "stdio",
          "command": "uvx",
          "args": ["{{service}}-mcp"],
          "env": { "{{ENV}}": "{{SECRET|json}}", "LOG_LEVEL": "warning" }
        }
      }
    }
  }
}
`,
  },
  {
    fileKind: "mcp-json",
    text: `{
  "mcpServers": {
    "{{service}}": {
      "command": "npx",
      "args": ["-y", "@acme/{{service}}-mcp", "--api-key", "{{SECRET|json}}", "--read-only"]
    }
  }
}
`,
  },
  {
    fileKind: "mcp-json",
    forbid: /[&#%?/]/,
    text: `{
  "mcpServers": {
    "{{service}}": {
      "type": "sse",
      "url": "https://mcp.{{svc}}.com/sse?token={{SECRET|json}}"
    }
  }
}
`,
  },
  {
    fileKind: "mcp-json",
    text: `{
  "mcpServers": {
    "postgres": {
      "command": "npx",
      "args": ["-y", "@modelcontextprotocol/server-postgres", "postgresql://{{USER}}@db.example.com:5432/app"],
      "env": { "PGPASSWORD": "{{SECRET|json}}" }
    },
    "filesystem": {
      "command": "npx",
      "args": ["-y", "@modelcontextprotocol/server-filesystem", "./docs"]
    }
  }
}
`,
  },
  {
    fileKind: "codex-toml",
    text: `model = "gpt-5-codex"
approval_policy = "on-request"

[mcp_servers.{{svc}}]
command = "npx"
args = ["-y", "@{{service}}/mcp-server"]

[mcp_servers.{{svc}}.env]
{{ENV}} = "{{SECRET|json}}"
`,
  },
  {
    fileKind: "codex-toml",
    text: `[mcp_servers.{{svc}}]
command = "uvx"
args = ["{{service}}-mcp"]
env = { "{{ENV}}" = "{{SECRET|json}}", "LOG_LEVEL" = "info" }
startup_timeout_sec = 20
`,
  },
  {
    fileKind: "codex-toml",
    text: `[mcp_servers.{{svc}}]
url = "https://mcp.{{svc}}.com/mcp"
http_headers = { "X-API-Key" = "{{SECRET|json}}" }
`,
  },
  {
    fileKind: "codex-toml",
    text: `[shell_environment_policy]
inherit = "core"

[shell_environment_policy.set]
{{ENV}} = "{{SECRET|json}}"
PAGER = "cat"
`,
  },
  {
    fileKind: "settings-json-hook",
    forbid: SHELL_IN_JSON,
    text: `{
  "permissions": {
    "allow": ["Bash(npm run lint)", "Bash(npm run test:*)"]
  },
  "hooks": {
    "Stop": [
      {
        "hooks": [
          {
            "type": "command",
            "command": "curl -s -X POST -H 'Authorization: Bearer {{SECRET|json}}' https://hooks.{{svc}}.com/notify -d 'done'"
          }
        ]
      }
    ]
  }
}
`,
  },
  {
    fileKind: "settings-json-hook",
    text: `{
  "env": {
    "{{ENV}}": "{{SECRET|json}}",
    "DISABLE_TELEMETRY": "1"
  },
  "hooks": {
    "PostToolUse": [
      {
        "matcher": "Edit|Write",
        "hooks": [{ "type": "command", "command": "npx prettier --write \\"$CLAUDE_FILE_PATHS\\"" }]
      }
    ]
  }
}
`,
  },
  {
    fileKind: "settings-json-hook",
    forbid: SHELL_IN_JSON,
    text: `{
  "statusLine": {
    "type": "command",
    "command": "{{svc}}-status --token {{SECRET|json}} --format short"
  }
}
`,
  },
  {
    fileKind: "settings-json-hook",
    forbid: SHELL_IN_JSON,
    text: `{
  "hooks": {
    "PreToolUse": [
      {
        "matcher": "Bash",
        "hooks": [
          { "type": "command", "command": "{{ENV}}={{SECRET|json}} ~/.claude/hooks/audit-bash.sh" }
        ]
      }
    ]
  }
}
`,
  },
  {
    fileKind: "dotenv",
    forbid: /[\s#$\`"'\\]/,
    text: `# {{SERVICE}}
{{ENV}}={{SECRET}}
{{ENV}}_REGION=eu
LOG_LEVEL=info
`,
  },
  {
    fileKind: "dotenv",
    forbid: /[$\`"\\]/,
    text: `APP_ENV=local
PORT=3000
{{ENV}}="{{SECRET}}"
`,
  },
  {
    fileKind: "dotenv",
    forbid: /'/,
    text: `# sourced by direnv
export {{ENV}}='{{SECRET}}'
export PATH="$PWD/bin:$PATH"
`,
  },
  {
    fileKind: "mcp-json",
    takes: "key",
    text: `{
  "mcpServers": {
    "signer": {
      "command": "node",
      "args": ["./tools/signer-mcp.js"],
      "env": { "SIGNING_KEY": "{{SECRET|json}}" }
    }
  }
}
`,
  },
];

export const CONFIG: Template[] = SHAPES.map((shape, i) => ({
  id: `config-${String(i + 1).padStart(3, "0")}`,
  family: "config",
  fileKind: shape.fileKind,
  ...(shape.fileKind === "codex-toml" ? { parse: "toml" as const } : shape.fileKind === "dotenv" ? {} : { parse: "json" as const }),
  text: shape.text,
  ...(shape.takes ? { takes: shape.takes } : {}),
  ...(shape.forbid ? { forbid: shape.forbid } : {}),
  refStyle: shape.fileKind === "codex-toml" ? "toml" : shape.fileKind === "dotenv" ? "sh" : "json",
}));
