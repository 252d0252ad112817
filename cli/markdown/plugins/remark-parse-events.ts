import { isDeepStrictEqual } from 'node:util';
import type { Root } from 'mdast';
import {
  fromMarkdown,
  type CompileContext,
  type Extension,
  type Handle,
} from 'mdast-util-from-markdown';
import { parse, postprocess, preprocess } from 'micromark';
import type { Event, Extension as SyntaxExtension } from 'micromark-util-types';
import type { Processor } from 'unified';
import { withListItems } from './list-items.ts';

type Borrowed = Pick<CompileContext, 'config' | 'enter' | 'exit' | 'buffer' | 'resume'>;
type Extensions = (Extension | Extension[])[];

/**
 * remark-parse's tree builder (mdast-util-from-markdown) hands every handler a fresh copy of its
 * context for every micromark event, garbage by the million on a large site, and makes its handlers
 * afresh for every page, which V8 then warms again. This builder walks the events with one context
 * a page and handlers made once a run, in the bundled CLI, the sources and every worker alike
 * (figures in bench/results/foreign-sites-issue-48.md).
 *
 * The handlers are the builder's own, with every extension's: one probe parse through
 * `fromMarkdown` lends them (a `beforeEnter` listener sees the context, whose documented `config`
 * holds every handler). They keep their state in that context and its `data`, as extensions rely
 * on (GFM's bare links call `config`'s handlers with their own context), so they run unchanged
 * with ours. What the builder does between handlers (the list items micromark leaves to it, the
 * root's position, the transforms) is done here. A probe document must come out the same both
 * ways before this builder is used; otherwise remark-parse's parser stays.
 */
export function remarkParseEvents(this: Processor) {
  const data = this.data();
  const fallback = this.parser!;
  let built: { extensions: Extensions; compiler: EventCompiler | null } | undefined;
  this.parser = (doc, file) => {
    const syntax = data.micromarkExtensions ?? [];
    const extensions = (data.fromMarkdownExtensions ?? []) as Extensions;
    if (!built || !sameItems(built.extensions, extensions))
      built = { extensions: [...extensions], compiler: EventCompiler.checked(syntax, extensions) };
    return built.compiler ? built.compiler.parse(doc, syntax) : fallback(doc, file);
  };
}

const sameItems = <T>(a: readonly T[], b: readonly T[]) =>
  a.length === b.length && a.every((item, i) => item === b[i]);

/** micromark's events for `doc`, resolved and ready to build a tree from. */
const eventsOf = (doc: string, extensions: SyntaxExtension[]): Event[] =>
  postprocess(
    parse({ extensions })
      .document()
      .write(preprocess()(doc, undefined, true)),
  );

const point = ({ line, column, offset }: { line: number; column: number; offset: number }) => ({
  line,
  column,
  offset,
});

export class EventCompiler {
  private readonly onEnter: Map<string, Handle>;
  private readonly onExit: Map<string, Handle>;

  private constructor(private readonly borrowed: Borrowed) {
    this.onEnter = new Map(Object.entries(borrowed.config.enter));
    this.onExit = new Map(Object.entries(borrowed.config.exit));
  }

  /** A compiler for these extensions, or null when its tree of the probe differs from remark-parse's. */
  static checked(syntax: SyntaxExtension[], extensions: Extensions): EventCompiler | null {
    const compiler = EventCompiler.unchecked(extensions);
    if (!compiler) return null;
    const expected = fromMarkdown(PROBE, {
      extensions: syntax,
      mdastExtensions: extensions.flat(),
    });
    return isDeepStrictEqual(compiler.parse(PROBE, syntax), expected) ? compiler : null;
  }

  /** A compiler with the handlers these extensions lend, or null when none are lent. */
  static unchecked(extensions: Extensions): EventCompiler | null {
    const borrowed = borrowHandlers(extensions);
    return borrowed ? new EventCompiler(borrowed) : null;
  }

  parse(doc: string, syntax: SyntaxExtension[]): Root {
    return this.compile(withListItems(eventsOf(doc, syntax)));
  }

  private compile(events: Event[]): Root {
    let tree: Root = { type: 'root', children: [], position: undefined };
    const { config } = this.borrowed;
    const context: CompileContext = {
      ...this.borrowed,
      stack: [tree],
      tokenStack: [],
      data: {},
      sliceSerialize: undefined!,
    };
    for (const [kind, token, tokenizer] of events) {
      context.sliceSerialize = tokenizer.sliceSerialize;
      if (kind === 'enter') {
        for (const listen of config.beforeEnter) listen.call(context, token);
        this.onEnter.get(token.type)?.call(context, token);
      } else {
        this.onExit.get(token.type)?.call(context, token);
        for (const listen of config.afterExit) listen.call(context, token);
      }
    }
    const open = context.tokenStack.at(-1);
    if (open) {
      if (!open[1]) throw new Error(`markdown parse: a ${open[0].type} token was never closed`);
      open[1].call(context, undefined, open[0]);
    }
    const none = { line: 1, column: 1, offset: 0 };
    tree.position = {
      start: point(events.length ? events[0][1].start : none),
      end: point(events.length ? events[events.length - 2][1].end : none),
    };
    for (const transform of config.transforms) tree = transform(tree) || tree;
    return tree;
  }
}

/** The builder's handlers with the extensions', lent by one parse of a one-letter page. */
function borrowHandlers(extensions: Extensions): Borrowed | undefined {
  let borrowed: Borrowed | undefined;
  const listen: Handle = function () {
    const { config, enter, exit, buffer, resume } = this;
    borrowed ??= { config, enter, exit, buffer, resume };
  };
  fromMarkdown('a', { mdastExtensions: [...extensions.flat(), { beforeEnter: listen }] });
  borrowed?.config.beforeEnter.splice(borrowed.config.beforeEnter.indexOf(listen), 1);
  return borrowed;
}

/** A page touching every construct whose tree the builder shapes between handlers, and the common ones. */
const PROBE = `Title
=====

## A *heading* with \`code\`

Text with **strong**, _emphasis_, a [link](https://example.com "title"), an
![image](a.png), a [reference][ref], [collapsed][], [shortcut], &amp; &#35; &#x41;,
a hard break\\
and another  
line, <b>html</b>, <https://example.com> and \\* escapes.

[ref]: https://example.com/ref 'Ref'

- one
- two

  still two
  - nested
  - nested

    > quoted
    > more
- three

1. first
2. second

3) loose

> quote
continued

    indented code

\`\`\`js {1} title
fenced
\`\`\`

<div>
block html
</div>

***
`;
