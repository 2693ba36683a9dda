const { createWebpackConfig } = require('shared/build/webpack.cjs');

module.exports = createWebpackConfig({
  dir: __dirname,
  title: 'Payment Management (mfe-payments dev harness)',
  exposes: { './routes': './src/routes.tsx' },
});
