const config = {
	// https://prettier.io/docs/en/options.html#semicolons
	semi: false,
	// https://prettier.io/docs/en/options.html#quotes
	singleQuote: true,
	// https://prettier.io/docs/en/options.html#trailing-commas
	trailingComma: 'es5',
	plugins: [require('prettier-plugin-organize-imports')],
}

module.exports = config
