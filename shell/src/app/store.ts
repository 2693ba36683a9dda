import { configureStore } from '@reduxjs/toolkit';
import { baseApi } from 'shared/platform/api/baseApi';
import { liveEventsMiddleware } from 'shared/platform/live/liveEvents';

/** The portal's one Redux store; every remote's endpoints are injected into its api slice. The live feed's middleware notes the changes in flight. */
export function createStore() {
  return configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer },
    middleware: (getDefault) => getDefault().concat(baseApi.middleware, liveEventsMiddleware),
  });
}

export type AppStore = ReturnType<typeof createStore>;
