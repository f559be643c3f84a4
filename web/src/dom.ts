// Building the page's elements: no framework, a page this small needs none.

/** An element `tag` with `props` set on it and `children` in it. */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> = {},
  children: (Node | string)[] = [],
): HTMLElementTagNameMap[K] {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

/**
 * A button showing `text` that calls `action`; `word` names the page word that labels it
 * (for a button showing a symbol), set when the words arrive.
 */
export function button(text: string, action: () => void, word?: string): HTMLButtonElement {
  const b = el("button", { type: "button", textContent: text });
  b.addEventListener("click", action);
  if (word) b.dataset["word"] = word;
  return b;
}
