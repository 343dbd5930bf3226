export default ["packages/*/vitest.config.mts", "apps/*/vitest.config.mts"];
