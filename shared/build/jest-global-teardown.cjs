module.exports = require('./api-call-log.cjs').teardown;
