export default {
  singleQuote: true,
  semi: false,
  arrowParens: "always",
};
