// `npx lingui extract` and `npx lingui compile` here: this module's catalogues (shared/build/lingui.cjs).
module.exports = require('shared/build/lingui.cjs').linguiConfig(__dirname);
