// Read by the build (webpack.cjs) and by the shell at run time (its remote registry): both must
// name a remote's container alike.

/** Module Federation container names must be identifiers: `mfe-payments` -> `mfe_payments`. */
const containerName = (packageName) => packageName.replace(/-/g, '_');

module.exports = { containerName };
