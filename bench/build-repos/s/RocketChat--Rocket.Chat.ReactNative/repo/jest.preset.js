const jestRN = 'react-native';
const jestExpo = require('jest-expo/jest-preset.js');

module.exports = {
	...jestRN,
	...jestExpo
};
