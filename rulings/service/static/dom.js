/*
 * The pages' one DOM helper (the console, the evidence under a judgment question, the quiz):
 *   RulingsDom.el(tag, attrs, ...children) → a new element.
 * attrs: `class` (the class name), `text` (the text content), `onclick`… (a listener), any other name
 * an attribute (`true` an empty one); null, undefined and false are left out, as are such children.
 * Children may be nodes, strings or arrays of them.
 */
(function () {
  "use strict";
  if (window.RulingsDom) return; // a page may include the script more than once

  function el(tag, attrs = {}, ...children) {
    const node = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) {
      if (v === null || v === undefined || v === false) continue;
      if (k === "class") node.className = v;
      else if (k === "text") node.textContent = v;
      else if (k.startsWith("on")) node.addEventListener(k.slice(2), v);
      else node.setAttribute(k, v === true ? "" : v);
    }
    for (const c of children.flat()) if (c !== null && c !== undefined && c !== false) node.append(c);
    return node;
  }

  window.RulingsDom = Object.freeze({el});
})();
