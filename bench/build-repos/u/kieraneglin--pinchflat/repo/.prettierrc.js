module.exports = {
  printWidth: 100,
  tabWidth: 2,
  useTabs: false,
  semi: false,
  singleQuote: true,
  jsxSingleQuote: false,
  trailingComma: 'none',
  bracketSpacing: true,
  arrowParens: 'always',
  requirePragma: false,
  endOfLine: 'lf'
}
