module.exports = {
	dependencies: {}
};
