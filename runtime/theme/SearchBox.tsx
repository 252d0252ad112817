// Replaced by the search issue's dialog; until then the navbar has no search control.
export function SearchBox() {
  return null;
}
