export default {
  printWidth: 140,
  semi: false,
  singleQuote: true,
  trailingComma: 'es5',
}
