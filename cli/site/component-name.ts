/**
 * A component's name in a page: PascalCase, hyphenated too (`<Foo-Bar/>`, as Vue allows). The
 * markdown stage renders such tags; titles leave them out.
 */
export const COMPONENT_NAME = String.raw`[A-Z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)*`;
