import { useEffect, useState } from 'react';

/**
 * Whether a one-line label is cut (ends in an ellipsis): its text is wider than its box. Measured
 * when the box is laid out or resized (a folded group opening, the menu folding, another language),
 * never during render, so a long list of labels costs no forced layout. `ref` is a callback: a label
 * that remounts (its tooltip comes or goes) is observed again.
 */
export function useIsCut<T extends HTMLElement>(text: string) {
  const [element, setElement] = useState<T | null>(null);
  const [cut, setCut] = useState(false);
  useEffect(() => {
    if (!element) return;
    const measure = () => setCut(element.scrollWidth > element.clientWidth);
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return;
    }
    // The observer reports the box once at once, then on every change of its size.
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, text]);
  return { ref: setElement, cut };
}
