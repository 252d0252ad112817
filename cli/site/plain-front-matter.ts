/**
 * Front matter as most pages write it: a few `key: text` lines, with the odd
 * `order: 3` or `sidebar: false`. The yaml parser is slow to start on such a
 * block, so these are read here, to exactly what it would return, and
 * everything else goes to it: quotes, lists, nesting, comments, anchors, other
 * numbers, null, a key written twice, tabs, control characters. A unit test
 * compares both on generated blocks.
 */
const LINE = /^([A-Za-z_][\w-]*): +(.*)$/;
/**
 * Plain text that YAML's core schema reads as a string: no indicator first, no
 * comment, no `: `, nothing typed.
 */
const INDICATOR_FIRST = /^[\s\-?:,[\]{}#&*!|>'"%@`.~+]/;
/**
 * A value that starts with a digit is text only when no number could be written that way: YAML's
 * numbers (`0x1F`, `1e3`, `1_0`, `12:30`) use no other characters than these.
 */
const DIGIT_FIRST = /^[0-9]/;
const NOT_NUMBER = /[^\w.+:-]/;
const NOT_TEXT = /: |:$| #|[\u0000-\u001f\u007f-\u009f\u2028\u2029\ufeff\ud800-\udfff]/;
const KEYWORD = /^(?:null|Null|NULL|true|True|TRUE|false|False|FALSE|__proto__)$/;
/** Whole numbers short enough to be exact, written without sign or leading zero. */
const COUNT = /^(?:0|[1-9][0-9]{0,14})$/;
const BOOLEAN: Record<string, boolean> = {
  true: true,
  True: true,
  TRUE: true,
  false: false,
  False: false,
  FALSE: false,
};

type PlainValue = string | number | boolean;

/** A value's reading when it is a count, a boolean or plain text; undefined for anything else. */
function plainValue(value: string): PlainValue | undefined {
  if (COUNT.test(value)) return Number(value);
  if (Object.hasOwn(BOOLEAN, value)) return BOOLEAN[value];
  if (!value || KEYWORD.test(value) || INDICATOR_FIRST.test(value) || NOT_TEXT.test(value))
    return undefined;
  if (DIGIT_FIRST.test(value) && !NOT_NUMBER.test(value)) return undefined;
  return value;
}

/**
 * The block's fields when every line is `key: text` (or empty); null for
 * anything the yaml parser must read.
 */
export function plainFrontMatter(block: string): Record<string, PlainValue> | null {
  const data: Record<string, PlainValue> = {};
  let fields = 0;
  for (const line of block.split('\n')) {
    if (!line) continue;
    const match = LINE.exec(line);
    if (!match) return null;
    const [, key, raw] = match;
    const value = plainValue(raw.replace(/ +$/, ''));
    if (value === undefined || KEYWORD.test(key) || Object.hasOwn(data, key)) return null;
    data[key] = value;
    fields++;
  }
  return fields ? data : null;
}
