import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FunctionText } from './literals.ts';
import {
  parseDeclared,
  parseFunction,
  type Expression,
  type FunctionSyntax,
  type Statement,
} from './function-syntax.ts';

/**
 * What stands for the rest of a path the function is given: a path it maps
 * ends with it, moved but unchanged.
 */
const REST = '\u0000';
/** Names a mapping may look up through others before it is code. */
const MAX_DEPTH = 16;

type Value =
  | string
  | boolean
  | number
  | RegExp
  | { builtin: string }
  | { method: string; self: string }
  | { meta: true };

class Unknown extends Error {}
const unknown = (): never => {
  throw new Unknown();
};

/**
 * A function mapping a written path to a file (theme-hope's
 * `markdown.include.resolvePath`), read as data, never run: for each prefix it
 * tests or replaces (`file.startsWith('@')`, `file.replace('@src', …)`), the
 * folder it maps that prefix to, absolute. Null when its shape is not read (a
 * loop, a call of the site's own code, a path from the working folder).
 */
export function readPathFunction(fn: FunctionText): Map<string, string> | null {
  const syntax = parseFunction(fn.source, fn.start);
  if (!syntax || !syntax.parameters.length) return null;
  const file = fn.file ?? '';
  const aliases = new Map<string, string>();
  for (const prefix of prefixesOf(syntax)) {
    let result: Value | undefined;
    try {
      const scope = new Map<string, Value>([[syntax.parameters[0], prefix + REST]]);
      result = run(syntax.body, scope, { file, source: fn.source, depth: 0 }) ?? unknown();
    } catch (error) {
      if (error instanceof Unknown) continue;
      throw error;
    }
    if (
      typeof result !== 'string' ||
      !result.endsWith(REST) ||
      result.indexOf(REST) !== result.length - 1
    )
      continue;
    const target = result.slice(0, -1);
    if (target !== prefix && path.isAbsolute(target)) aliases.set(prefix, target);
  }
  return aliases.size ? aliases : null;
}

/** The strings the function tests a path for or replaces in it. */
function prefixesOf(syntax: FunctionSyntax): Set<string> {
  const found = new Set<string>();
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(visit);
    const n = node as Expression;
    if (n.kind === 'call' && n.callee.kind === 'member') {
      const [first] = n.args;
      const method = n.callee.property;
      if (first?.kind === 'string' && ['startsWith', 'replace'].includes(method) && first.value)
        found.add(first.value);
      if (first?.kind === 'regexp' && /^\^[^\\^$.*+?()[\]{}|]+$/.test(first.value.source))
        found.add(first.value.source.slice(1));
    }
    for (const value of Object.values(n)) visit(value);
  };
  visit(syntax.body);
  return found;
}

interface Context {
  file: string;
  source: string;
  depth: number;
}

/** The value the statements return; undefined when they end without one. */
function run(body: Statement[], scope: Map<string, Value>, at: Context): Value | undefined {
  for (const statement of body) {
    if (statement.kind === 'const') scope.set(statement.name, evaluate(statement.value, scope, at));
    else if (statement.kind === 'return') return evaluate(statement.value, scope, at);
    else {
      const test = evaluate(statement.test, scope, at);
      if (typeof test !== 'boolean') unknown();
      const returned = run(test ? statement.then : statement.otherwise, new Map(scope), at);
      if (returned !== undefined) return returned;
    }
  }
  return undefined;
}

function evaluate(node: Expression, scope: Map<string, Value>, at: Context): Value {
  if (at.depth > MAX_DEPTH) unknown();
  const inner = { ...at, depth: at.depth + 1 };
  const value = (n: Expression) => evaluate(n, scope, inner);
  switch (node.kind) {
    case 'string':
    case 'number':
    case 'regexp':
      return node.value;
    case 'template':
      return node.strings.reduce(
        (out, s, i) => out + s + (i < node.parts.length ? text(value(node.parts[i])) : ''),
        '',
      );
    case 'name':
      return named(node.name, scope, inner);
    case 'member':
      return member(value(node.object), node.property, at.file);
    case 'call':
      return call(value(node.callee), node.args.map(value), node.construct);
    case 'not':
      return !truth(value(node.operand));
    case 'conditional':
      return truth(value(node.test)) ? value(node.then) : value(node.otherwise);
    case 'binary':
      return binary(node.operator, value(node.left), () => value(node.right));
  }
}

function binary(operator: string, left: Value, right: () => Value): Value {
  if (operator === '&&') return truth(left) ? right() : left;
  if (operator === '||') return truth(left) ? left : right();
  const other = right();
  if (operator === '+') return text(left) + text(other);
  if (typeof left === 'string' && left.includes(REST)) unknown();
  const same = left === other;
  return operator.startsWith('!') ? !same : same;
}

/** A local, a `const` of the function's file, or what Node and VuePress give. */
function named(name: string, scope: Map<string, Value>, at: Context): Value {
  const local = scope.get(name);
  if (local !== undefined) return local;
  const declared = parseDeclared(at.source, name);
  if (declared) return evaluate(declared, new Map(), at);
  if (name === '__dirname') return path.dirname(at.file);
  if (name === '__filename') return at.file;
  if (name === 'import') return { meta: true };
  if (['path', 'resolve', 'join', 'dirname', 'getDirname', 'fileURLToPath', 'URL'].includes(name))
    return { builtin: name };
  return unknown();
}

function member(object: Value, property: string, file: string): Value {
  if (typeof object === 'object' && 'meta' in object) {
    if (property === 'meta') return object;
    if (property === 'url') return pathToFileURL(file).href;
    if (property === 'dirname') return path.dirname(file);
    if (property === 'filename') return file;
  }
  if (typeof object === 'object' && 'builtin' in object && object.builtin === 'path')
    return property === 'posix' ? object : { builtin: property };
  if (typeof object === 'string') {
    if (property === 'length' && !object.includes(REST)) return object.length;
    if (property === 'pathname' || property === 'href') return object;
    return { method: property, self: object };
  }
  return unknown();
}

function call(callee: Value, args: Value[], construct: boolean): Value {
  if (typeof callee === 'object' && 'method' in callee)
    return stringMethod(callee.self, callee.method, args);
  if (typeof callee !== 'object' || !('builtin' in callee)) return unknown();
  const strings = args.map(text);
  switch (callee.builtin) {
    case 'resolve':
      // a path from the working folder is the command's, not the site's
      if (!strings.some((s) => path.isAbsolute(s))) unknown();
      return path.resolve(...strings);
    case 'join':
      return path.join(...strings);
    case 'dirname':
      return path.dirname(strings[0] ?? unknown());
    case 'getDirname':
      return path.dirname(fileURLToPath(strings[0] ?? unknown()));
    case 'fileURLToPath':
      return strings[0]?.startsWith('file:') ? fileURLToPath(strings[0]) : strings[0];
    case 'URL':
      if (!construct) unknown();
      return new URL(strings[0], strings[1]).href.replace(/%00$/, REST);
  }
  return unknown();
}

/**
 * What a string method gives of a path whose end is not known: only what the
 * known start decides.
 */
function stringMethod(self: string, method: string, args: Value[]): Value {
  const open = self.endsWith(REST);
  const known = open ? self.slice(0, -1) : self;
  const [first, second] = args;
  if (method === 'startsWith' && typeof first === 'string') {
    if (known.startsWith(first)) return true;
    return open && first.startsWith(known) ? unknown() : false;
  }
  if (method === 'replace' || method === 'replaceAll') {
    const replacement = typeof second === 'string' ? second : unknown();
    if (typeof first === 'string' && known.includes(first))
      return known.replace(first, replacement) + (open ? REST : '');
    if (first instanceof RegExp && first.source.startsWith('^') && first.test(known))
      return known.replace(first, replacement) + (open ? REST : '');
    return open ? unknown() : self.replace(first as string, replacement);
  }
  if (['slice', 'substring', 'substr'].includes(method) && typeof first === 'number')
    return first >= 0 && first <= known.length && args.length === 1 ? self.slice(first) : unknown();
  return unknown();
}

const text = (value: Value): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : unknown();

const truth = (value: Value): boolean => (typeof value === 'boolean' ? value : unknown());
