import library from "@formbricks/config-eslint/library";

export default [
  ...library({ tsconfigRootDir: import.meta.dirname }),
  {
    rules: {
      // test-only read of process.env.PATH; hashing it in turbo.json is tracked separately (ENG-1682)
      "turbo/no-undeclared-env-vars": ["error", { allowList: ["PATH"] }],
    },
  },
];
