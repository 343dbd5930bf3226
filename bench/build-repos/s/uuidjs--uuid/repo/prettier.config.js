export default {
  arrowParens: 'always',
  printWidth: 100,
  proseWrap: 'never',
  singleQuote: true,
  trailingComma: 'es5',
};
