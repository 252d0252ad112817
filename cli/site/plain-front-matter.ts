/**
 * Front matter as most pages write it: a few `key: text` lines. The yaml parser
 * is slow to start on such a block, so these are read here, to exactly what it
 * would return, and everything else goes to it: quotes, lists, nesting,
 * comments, anchors, numbers, booleans, null, a key written twice, tabs,
 * control characters. A unit test compares both on generated blocks.
 */
const LINE = /^([A-Za-z_][\w-]*): +(.*)$/;
/**
 * Plain text that YAML's core schema reads as a string: no indicator first, no
 * comment, no `: `, nothing typed.
 */
const INDICATOR_FIRST = /^[\s\-?:,[\]{}#&*!|>'"%@`.~+0-9]/;
const NOT_TEXT = /: |:$| #|[\u0000-\u001f\u007f-\u009f\u2028\u2029\ufeff\ud800-\udfff]/;
const KEYWORD = /^(?:null|Null|NULL|true|True|TRUE|false|False|FALSE|__proto__)$/;

/**
 * The block's fields when every line is `key: text` (or empty); null for
 * anything the yaml parser must read.
 */
export function plainFrontMatter(block: string): Record<string, string> | null {
  const data: Record<string, string> = {};
  let fields = 0;
  for (const line of block.split('\n')) {
    if (!line) continue;
    const match = LINE.exec(line);
    if (!match) return null;
    const [, key, raw] = match;
    const value = raw.replace(/ +$/, '');
    if (
      !value ||
      KEYWORD.test(key) ||
      KEYWORD.test(value) ||
      INDICATOR_FIRST.test(value) ||
      NOT_TEXT.test(value) ||
      Object.hasOwn(data, key)
    )
      return null;
    data[key] = value;
    fields++;
  }
  return fields ? data : null;
}
