import { lazy, useState, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * React.lazy with a preload: once `preload` has loaded the component, a new instance renders it
 * at once instead of suspending. React holds a Suspense boundary's content back for about 300 ms
 * after its fallback showed, so even a suspension that resolves at once costs a first screen that.
 */
export function lazyWithPreload<Props extends object = object>(load: () => Promise<ComponentType<Props>>) {
  let loaded: ComponentType<Props> | undefined;
  const Lazy = lazy(() =>
    load().then((component) => {
      loaded = component;
      return { default: component };
    }),
  );
  function Preloaded(props: Props) {
    // Chosen once: an instance that started suspended must not remount when the module arrives.
    const [Component] = useState<ComponentType<Props> | LazyExoticComponent<ComponentType<Props>>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  /** Loads the component now and tells whether it could; a failure is left for the render to meet (its error boundary). */
  const preload = () =>
    load().then(
      (component) => {
        loaded = component;
        return true;
      },
      () => false,
    );
  return { Component: Preloaded, preload };
}

/**
 * A button's props that fetch the part it opens as a person heads for it (pointer over it, focus,
 * touch), so the part is usually there by the click without being part of the screen's first load.
 */
export function preloadOnIntent(preload: () => Promise<boolean>) {
  const start = () => void preload();
  return { onPointerEnter: start, onFocus: start, onPointerDown: start };
}
