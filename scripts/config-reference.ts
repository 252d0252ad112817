// Writes reference/config.md from the config schema's documentation: `npm run docs:config`.
// tests/unit/config/config-reference.test.ts fails when the committed page differs from what this writes.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as z from 'zod';
import { configSections } from '../cli/config/schema.ts';
import type { OptionDoc } from '../cli/config/schemas/meta.ts';

export const REFERENCE_FILE = path.join(import.meta.dirname, '..', 'reference', 'config.md');

type Schema = z.core.$ZodType;

const defOf = (schema: Schema) => schema._zod.def as z.core.$ZodTypeDef & Record<string, any>;
const docOf = (schema: Schema) => z.globalRegistry.get(schema) as OptionDoc | undefined;

/** The schema under `.optional()`: what a value, when given, must be. */
function unwrap(schema: Schema): Schema {
  const def = defOf(schema);
  return def.type === 'optional' ? unwrap(def.innerType) : schema;
}

const quoted = (value: unknown) => (typeof value === 'string' ? `'${value}'` : String(value));

/** An object's fields as `{ a: string; b?: boolean }`; past the first level, just `object`. */
function shapeText(shape: Record<string, Schema>, depth: number): string {
  if (depth > 0) return 'object';
  const fields = Object.entries(shape).map(([key, field]) => {
    const optional = defOf(field).type === 'optional' ? '?' : '';
    return `${key}${optional}: ${typeText(field, depth + 1)}`;
  });
  return `{ ${fields.join('; ')} }`;
}

/** A type as a TypeScript reader would write it; an object with documented options is `object`. */
function typeText(schema: Schema, depth = 0): string {
  const def = defOf(schema);
  const inner = (s: Schema) => typeText(s, depth);
  switch (def.type) {
    case 'optional':
      return inner(def.innerType);
    case 'enum':
      return Object.values(def.entries as Record<string, string>)
        .map(quoted)
        .join(' | ');
    case 'literal':
      return (def.values as unknown[]).map(quoted).join(' | ');
    case 'union':
      return (def.options as Schema[]).map(inner).join(' | ');
    case 'array': {
      const element = inner(def.element);
      return element.includes(' | ') ? `(${element})[]` : `${element}[]`;
    }
    case 'tuple':
      return `[${(def.items as Schema[]).map(inner).join(', ')}]`;
    case 'record':
      return `Record<${inner(def.keyType)}, ${inner(def.valueType)}>`;
    case 'object':
      return innerOptions(schema, '').length ? 'object' : shapeText(def.shape, depth);
    case 'custom':
      return 'RegExp';
    default:
      return def.type;
  }
}

/** The documented options inside an option: an object's own, or each entry's of a record. */
function innerOptions(schema: Schema, name: string): [string, Schema][] {
  const def = defOf(unwrap(schema));
  if (def.type === 'object')
    return Object.entries(def.shape as Record<string, Schema>)
      .filter(([, field]) => docOf(field))
      .map(([key, field]) => [`${name}.${key}`, field]);
  if (def.type === 'record') return innerOptions(def.valueType, `${name}.<key>`);
  return [];
}

function optionLines(name: string, schema: Schema): string[] {
  const doc = docOf(schema);
  const required = defOf(schema).type !== 'optional';
  const facts = [`Type: \`${typeText(schema)}\``];
  if (required) facts.push('required');
  else if (doc?.default) facts.push(`default: ${doc.default}`);
  const lines = [`### \`${name}\``, '', facts.join(' · '), '', doc?.description ?? '', ''];
  for (const [inner, field] of innerOptions(schema, name)) lines.push(...optionLines(inner, field));
  return lines;
}

/** The reference page, as markdown. */
export function configReference(): string {
  const lines = [
    '# Config reference',
    '',
    'The options of `docs/.site/config.ts`. This page is written from the schema in',
    '`cli/config/schemas/` by `npm run docs:config`: change the schema, then run it.',
    '',
  ];
  for (const section of configSections) {
    lines.push(`## ${section.title}`, '');
    for (const [name, schema] of Object.entries(section.fields))
      lines.push(...optionLines(name, schema));
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  writeFileSync(REFERENCE_FILE, configReference());
  console.log(`wrote ${path.relative(process.cwd(), REFERENCE_FILE)}`);
}
