/** @type {import("prettier").Config} */
const config = {
  trailingComma: "all",
/** printWidth: 100, Commenting out for now to prevent large number of changes. **present in .vscode/settings.json though** - TODO: change to consistence with 100chars */
};

module.exports = config;
