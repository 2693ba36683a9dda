import type { Config } from '../config';
import { rootPlugin } from './root-plugin';

export const configPlugin = rootPlugin<{ config: Config }>(async (app, { config }) => {
  app.decorate('config', config);
});
