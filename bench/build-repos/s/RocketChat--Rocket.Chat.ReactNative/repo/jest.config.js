module.exports = {
	modulePathIgnorePatterns: ['<rootDir>/.*worktrees/'],
	testPathIgnorePatterns: ['e2e', 'node_modules', '<rootDir>/.*worktrees/'],
	transformIgnorePatterns: [
		'node_modules/(?!((jest-)?react-native|@react-native(-community)?)|expo(nent)?|@expo(nent)?/.*|@expo-google-fonts/.*|react-navigation|@react-navigation/.*|@unimodules/.*|unimodules|sentry-expo|native-base|react-native-svg|@rocket.chat/ui-kit|@rocket.chat/sdk|tiny-events)'
	],
	preset: './jest.preset.js',
	cacheDirectory: '<rootDir>/.jest-cache',
	coverageDirectory: './coverage/',
	collectCoverage: false,
	moduleNameMapper: {
		'.+\\.(css|styl|less|sass|scss)$': 'identity-obj-proxy',
		'.+\\.(jpg|jpeg|png|gif|eot|otf|webp|svg|ttf|woff|woff2|mp4|webm|wav|mp3|m4a|aac|oga)$': '<rootDir>/__mocks__/fileMock.js'
	},
	setupFilesAfterEnv: ['./jest.setup.js']
};
