/** `1 page`, `2 pages`: a count with its noun in the right number. */
export const counted = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
