// `npx lingui extract` and `npx lingui compile --typescript` here: shared's own catalogue, the API's
// refusals in words (shared/build/lingui.cjs).
module.exports = require('./build/lingui.cjs').refusalsLinguiConfig(__dirname);
