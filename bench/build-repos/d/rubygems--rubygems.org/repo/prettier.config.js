/**
 * Use the default Prettier configuration.
 * @see https://prettier.io/docs/configuration
 * @type {import("prettier").Config}
 */
const config = {};

export default config;
