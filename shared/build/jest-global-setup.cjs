module.exports = require('./api-call-log.cjs').setup;
