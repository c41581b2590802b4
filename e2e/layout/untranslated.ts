// Text left in English on a screen shown in the pseudo-locale (decision 052), where every message is accented.

/**
 * Runs inside the page (serialised by playwright: no imports, no outer names). Every text a person meets on this
 * screen, seen or read out (text, and the aria-label, title, placeholder and alt attributes), that still has a Latin
 * letter the pseudo-locale would have accented: one line each. Not judged: content (the text right inside an element
 * marked `data-content`: statements come in the flow's language), anything in an element with its own `lang` (a
 * language named in its own words), and the `kept` strings, the same in every language (the product's name, what
 * the respondent typed).
 */
export function untranslatedText(kept: string[]): string[] {
  // The pseudolocale package accents every Latin letter but v and x.
  const english = (text: string) => /[a-uwyzA-UWYZ]/.test(kept.reduce((rest, k) => rest.split(k).join(" "), text));
  const judged = (el: Element) =>
    el.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true }) &&
    el.closest("[lang]") === document.documentElement &&
    !el.closest("script, style, noscript, template");
  const describe = (el: Element, text: string) => `<${el.tagName.toLowerCase()}> "${text.replace(/\s+/g, " ").trim().slice(0, 60)}"`;
  const found = new Set<string>();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const el = node.parentElement;
    const text = node.textContent ?? "";
    if (el && !el.hasAttribute("data-content") && judged(el) && english(text)) found.add(`untranslated: ${describe(el, text)}`);
  }
  for (const el of document.body.querySelectorAll("[aria-label], [title], [placeholder], [alt]")) {
    if (!judged(el)) continue;
    for (const name of ["aria-label", "title", "placeholder", "alt"]) {
      const value = el.getAttribute(name);
      if (value && english(value)) found.add(`untranslated ${name}: ${describe(el, value)}`);
    }
  }
  return [...found];
}
