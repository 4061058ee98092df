/**
 * The open modals, the last opened on top. Only the top one is live: everything else on the page
 * (the body's other children, modals under it included) is `inert` while it is open, so neither
 * Tab, a click nor assistive technology reaches the page behind; closing it gives back what it
 * made inert. What something else made inert stays so.
 */
const stack: HTMLElement[] = [];
const madeInert = new Set<Element>();

function applyInert() {
  for (const element of madeInert) element.removeAttribute('inert');
  madeInert.clear();
  const top = stack.at(-1);
  if (!top) return;
  for (const element of Array.from(document.body.children)) {
    if (element === top || element.hasAttribute('inert')) continue;
    element.setAttribute('inert', '');
    madeInert.add(element);
  }
}

/** Puts `overlay` (a child of the body) on top; the handle closes it and says whether it is on top. */
export function openModal(overlay: HTMLElement) {
  stack.push(overlay);
  applyInert();
  return {
    isTop: () => stack.at(-1) === overlay,
    close: () => {
      stack.splice(stack.indexOf(overlay), 1);
      applyInert();
    },
  };
}
