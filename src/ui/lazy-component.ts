import { useEffect, useState, type ComponentType } from 'react';
import { warnOnce } from '../core/warn';

/**
 * A component whose code comes only on the pages that want it (a dialog shown on few of them, a
 * panel the shopper may never open). Returns the hook that gives it once loaded, undefined until
 * then: asked for while `wanted`; the module's promise kept for the page, so one request whoever
 * asks; forgotten on a failure, so the next ask tries again, after `failure` is warned once and
 * `onFailure` is called.
 */
export function lazyComponent<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, failure: string) {
  let code: Promise<ComponentType<P>> | undefined;
  return function useLazyComponent(wanted: boolean, onFailure?: () => void): ComponentType<P> | undefined {
    const [Component, setComponent] = useState<ComponentType<P>>();
    useEffect(() => {
      if (!wanted || Component) return;
      let live = true;
      (code ??= load().then((module) => module.default)).then(
        (loaded) => live && setComponent(() => loaded),
        () => {
          code = undefined;
          warnOnce(failure);
          onFailure?.();
        },
      );
      return () => {
        live = false;
      };
      // eslint-disable-next-line react-hooks/exhaustive-deps -- onFailure is read when the load fails, not a reason to ask again
    }, [wanted, Component]);
    return Component;
  };
}
