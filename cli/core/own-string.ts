/**
 * `text` as a string of its own. V8 makes a long enough substring a view of the string it was cut from, so a few
 * characters kept for the whole build (a link's URL, a page's description) would keep the page's whole markdown
 * or text in memory after the page itself was spilled to disk. A JSON round trip copies every code unit as it is,
 * lone surrogates too.
 */
export function ownString(text: string): string {
  // shorter substrings are copied by V8 already
  return text.length < 13 ? text : (JSON.parse(JSON.stringify(text)) as string);
}
