import { configureStore } from '@reduxjs/toolkit';
import { baseApi } from 'shared/platform/api/baseApi';

/** The portal's one Redux store; every remote's endpoints are injected into its api slice. */
export function createStore() {
  return configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer },
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
}

export type AppStore = ReturnType<typeof createStore>;
