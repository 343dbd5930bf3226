import library from "@formbricks/config-eslint/library";

export default library({ tsconfigRootDir: import.meta.dirname });
