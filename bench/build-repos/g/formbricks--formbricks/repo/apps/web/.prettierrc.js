const baseConfig = require("../../.prettierrc.js");

module.exports = {
  ...baseConfig,
  tailwindStylesheet: "./modules/ui/globals.css",
};
