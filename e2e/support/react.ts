/** True once the app has taken over a server-drawn element (React keeps its fiber on the element). */
export function hasReactFiber(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactFiber'));
}
