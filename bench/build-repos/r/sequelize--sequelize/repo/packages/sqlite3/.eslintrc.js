module.exports = {
  parserOptions: {
    project: [`${__dirname}/tsconfig.json`],
  },
};
