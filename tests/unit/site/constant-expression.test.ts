import { describe, expect, it } from 'vitest';
import { constantValue } from '../../../cli/site/constant-expression.ts';

describe('constantValue', () => {
  it.each([
    ['1 + 1', '2'],
    [' 2 * (3 + 4) - 10 / 4 ', '11.5'],
    ['-3 % 2', '-1'],
    ["'a' + 1 + 2", 'a12'],
    ['1 + 2 + "b"', '3b'],
    ['.5e1', '5'],
    ['1 / 0', 'Infinity'],
  ])('reads the literal expression %s as Vue shows it', (expression, value) => {
    expect(constantValue(expression)).toBe(value);
  });

  it.each([
    'count',
    'i + 1',
    'a.b',
    "'it\\'s'",
    '1 +',
    '(1',
    '1 1',
    '',
    'alert(1)',
    '1'.repeat(201),
  ])('leaves code and what is not an expression of literals alone: %s', (expression) => {
    expect(constantValue(expression)).toBeNull();
  });
});
