import type { Ref, RefCallback } from 'react';

/**
 * One ref callback that feeds several refs: a component keeps its own handle on its element (a field
 * on its native control, to restore the caret or focus it after clearing; a carousel on its root, to
 * know when it is in view) while still forwarding the consumer's ref.
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
