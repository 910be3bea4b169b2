import type { Ref, RefCallback } from 'react';

/**
 * One ref callback that feeds several refs: a field keeps its own handle on the native control
 * (to restore the caret, to focus it after clearing) while still forwarding the consumer's ref.
 */
export function mergeRefs<Element>(...refs: (Ref<Element> | undefined)[]): RefCallback<Element> {
  return (node) => {
    for (const ref of refs) {
      if (typeof ref === 'function') {
        ref(node);
      } else if (ref) {
        ref.current = node;
      }
    }
  };
}
