const { createWebpackConfig } = require('shared/build/webpack.cjs');

module.exports = createWebpackConfig({
  dir: __dirname,
  title: 'Registrations (mfe-registrations dev harness)',
  exposes: { './routes': './src/routes.tsx' },
});
