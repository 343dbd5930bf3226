import reactHooks from "@formbricks/config-eslint/react-hooks";

export default reactHooks;
