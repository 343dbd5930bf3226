module.exports = {
	bracketSpacing: true,
	singleQuote: true,
	jsxSingleQuote: true,
	trailingComma: 'none',
	printWidth: 130,
	useTabs: true,
	arrowParens: 'avoid',
	bracketSameLine: true
};
