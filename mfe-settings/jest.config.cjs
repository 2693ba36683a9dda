module.exports = { ...require('shared/build/jest-preset.cjs'), rootDir: __dirname };
