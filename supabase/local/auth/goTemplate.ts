/**
 * The part of Go's html/template that the Auth e-mails use (supabase/templates/*.gohtml and the
 * subjects in supabase/config.toml), so the local Auth API renders the same files hosted GoTrue
 * renders (internal/mailer/templatemailer: subject and body are both parsed with html/template and
 * executed over a map of the mail's values, the user's metadata under `Data`).
 *
 * What it reads, with Go's meaning (https://pkg.go.dev/text/template):
 * - text, comments (slash-star at the delimiters), and the trim markers `{{- ` and ` -}}`;
 * - `{{ pipeline }}`, printed escaped as html/template escapes text (& ' < > " +); a missing value
 *   prints nothing, as in html/template;
 * - `{{ if }}`, `{{ with }}` (which sets `.`), `{{ else if }}`, `{{ else }}` and `{{ end }}` (not
 *   `{{ else with }}`, which Go reads only from 1.23 on);
 * - operands `.`, `.Field.Chain`, `$`, `$.Field`, "strings", `raw strings` and (sub-pipelines);
 * - the functions eq, ne, not, and, or, with Go's rules: `eq` compares values of one basic kind and
 *   fails on two present values of different kinds (a number against a string); a missing value
 *   equals nothing but another missing one.
 * Anything else (pipes, variables, range, other functions, numbers) is refused when the template is
 * parsed, naming it and its line, so a template that renders here uses nothing GoTrue would read
 * otherwise. One simplification: Go also filters and normalises a value printed inside an `href`,
 * which changes nothing for the http(s) links GoTrue's e-mails carry.
 */

type Expression =
  | { kind: 'dot' }
  | { kind: 'root' }
  | { kind: 'field'; from: 'dot' | 'root'; path: string[] }
  | { kind: 'string'; value: string }
  | { kind: 'call'; name: FunctionName; args: Expression[] };

type Node =
  | { kind: 'text'; text: string }
  | { kind: 'print'; value: Expression; line: number }
  | { kind: 'if' | 'with'; condition: Expression; then: Node[]; otherwise: Node[]; line: number };

const functionNames = ['eq', 'ne', 'not', 'and', 'or'] as const;
type FunctionName = (typeof functionNames)[number];
const isFunctionName = (name: string): name is FunctionName => (functionNames as readonly string[]).includes(name);

/** A parsed template. */
export interface GoTemplate {
  /** Renders it over the mail's values. Throws a GoTemplateError where Go's execution fails. */
  execute: (data: Record<string, unknown>) => string;
  /** The top-level names it reads (`.Token` outside `with`, `$.Data` anywhere), to check against what GoTrue hands it. */
  fields: ReadonlySet<string>;
}

export class GoTemplateError extends Error {
  override name = 'GoTemplateError';
}

// ---------------------------------------------------------------------------------------------
// Lexing: the source as text and actions, each action as its tokens.

type Token =
  | { kind: 'word'; text: string }
  | { kind: 'field'; from: 'dot' | 'root'; path: string[] }
  | { kind: 'string'; value: string }
  | { kind: 'open' }
  | { kind: 'close' };

type Piece = { kind: 'text'; text: string } | { kind: 'action'; tokens: Token[]; line: number };

const isSpace = (character: string | undefined) => character === ' ' || character === '\t' || character === '\r' || character === '\n';
const identifier = /^[A-Za-z_][A-Za-z0-9_]*/;
const fieldChain = /^(?:\.[A-Za-z_][A-Za-z0-9_]*)+/;

class Lexer {
  readonly pieces: Piece[] = [];
  private index = 0;

  constructor(
    private readonly source: string,
    private readonly name: string,
  ) {
    let trimNext = false;
    while (this.index < source.length) {
      const open = source.indexOf('{{', this.index);
      let text = source.slice(this.index, open < 0 ? source.length : open);
      if (trimNext) text = text.replace(/^[ \t\r\n]+/, '');
      trimNext = false;
      if (open < 0) {
        if (text) this.pieces.push({ kind: 'text', text });
        break;
      }
      let start = open + 2;
      if (source[start] === '-' && isSpace(source[start + 1])) {
        text = text.replace(/[ \t\r\n]+$/, '');
        start += 2;
      }
      if (text) this.pieces.push({ kind: 'text', text });
      const line = source.slice(0, open).split('\n').length;
      this.index = start;
      trimNext = source.startsWith('/*', start) ? this.comment(line) : this.action(line);
    }
  }

  private fail(line: number, message: string): never {
    throw new GoTemplateError(`${this.name}:${String(line)}: ${message}`);
  }

  /** Whether the action closes here, and with a right trim marker; moves past the delimiter. */
  private closes(): 'plain' | 'trim' | undefined {
    const { source, index } = this;
    if (source.startsWith('}}', index)) {
      this.index += 2;
      return 'plain';
    }
    if (isSpace(source[index]) && source.startsWith('-}}', index + 1)) {
      this.index += 4;
      return 'trim';
    }
    return undefined;
  }

  /** A comment, which must end at the closing delimiter, as in Go. Returns whether it trims what follows. */
  private comment(line: number): boolean {
    const end = this.source.indexOf('*/', this.index + 2);
    if (end < 0) this.fail(line, 'unclosed comment');
    this.index = end + 2;
    const closing = this.closes();
    if (!closing) this.fail(line, 'comment ends before closing delimiter');
    return closing === 'trim';
  }

  /** One action's tokens. Returns whether it trims what follows. */
  private action(line: number): boolean {
    const { source } = this;
    const tokens: Token[] = [];
    for (;;) {
      const closing = this.closes();
      if (closing) {
        this.pieces.push({ kind: 'action', tokens, line });
        return closing === 'trim';
      }
      const character = source[this.index];
      if (character === undefined) this.fail(line, 'unclosed action');
      if (isSpace(character)) {
        this.index += 1;
        continue;
      }
      const rest = source.slice(this.index);
      if (character === '(' || character === ')') {
        tokens.push({ kind: character === '(' ? 'open' : 'close' });
        this.index += 1;
      } else if (character === '"') {
        const literal = /^"(?:[^"\\\n]|\\.)*"/.exec(rest)?.[0];
        if (!literal) this.fail(line, 'unterminated string');
        // Go's escapes that a template would use, which JSON reads the same way.
        if (/\\[^"\\nrt]/.test(literal.replaceAll('\\\\', ''))) this.fail(line, `unsupported escape in ${literal}`);
        tokens.push({ kind: 'string', value: JSON.parse(literal) as string });
        this.index += literal.length;
      } else if (character === '`') {
        const end = source.indexOf('`', this.index + 1);
        if (end < 0) this.fail(line, 'unterminated raw string');
        tokens.push({ kind: 'string', value: source.slice(this.index + 1, end) });
        this.index = end + 1;
      } else if (character === '.') {
        const chain = fieldChain.exec(rest)?.[0] ?? '.';
        tokens.push({ kind: 'field', from: 'dot', path: chain.split('.').filter(Boolean) });
        this.index += chain.length;
      } else if (character === '$') {
        if (identifier.test(rest.slice(1))) this.fail(line, `variables are not supported: ${rest.slice(0, 20)}`);
        const chain = fieldChain.exec(rest.slice(1))?.[0] ?? '';
        tokens.push({ kind: 'field', from: 'root', path: chain.split('.').filter(Boolean) });
        this.index += 1 + chain.length;
      } else {
        const word = identifier.exec(rest)?.[0];
        if (!word) this.fail(line, `unexpected "${character}"`);
        tokens.push({ kind: 'word', text: word });
        this.index += word.length;
      }
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Parsing: the pieces into text, prints and conditions.

class Parser {
  private position = 0;
  /** How many `with` bodies enclose the current piece: inside one, `.X` is a field of its value. */
  private withDepth = 0;
  readonly fields = new Set<string>();
  readonly nodes: Node[];

  constructor(
    private readonly pieces: Piece[],
    private readonly name: string,
  ) {
    const top = this.list();
    if (top.stop) this.fail(top.stop.line, `unexpected {{ ${top.stop.keyword} }}`);
    this.nodes = top.nodes;
  }

  private fail(line: number, message: string): never {
    throw new GoTemplateError(`${this.name}:${String(line)}: ${message}`);
  }

  private operand(tokens: Token[], at: number, line: number): { value: Expression; next: number } {
    const token = tokens[at];
    if (!token) this.fail(line, 'missing value');
    switch (token.kind) {
      case 'string':
        return { value: { kind: 'string', value: token.value }, next: at + 1 };
      case 'field': {
        const [first] = token.path;
        if (first === undefined) return { value: { kind: token.from === 'root' ? 'root' : 'dot' }, next: at + 1 };
        if (token.from === 'root' || this.withDepth === 0) this.fields.add(first);
        return { value: { kind: 'field', from: token.from, path: token.path }, next: at + 1 };
      }
      case 'open':
        return this.pipeline(tokens, at + 1, line, true);
      case 'close':
        return this.fail(line, 'unexpected ")"');
      case 'word':
        if (isFunctionName(token.text)) this.fail(line, `${token.text} needs parentheses when it is an argument`);
        return this.fail(line, `"${token.text}" is not supported (only eq, ne, not, and, or)`);
    }
  }

  /** A command: a function with its arguments, or one operand; when nested, up to its ")". */
  private pipeline(tokens: Token[], at: number, line: number, nested: boolean): { value: Expression; next: number } {
    const first = tokens[at];
    let value: Expression;
    let next: number;
    if (first?.kind === 'word') {
      if (!isFunctionName(first.text)) this.fail(line, `"${first.text}" is not supported (only eq, ne, not, and, or)`);
      const args: Expression[] = [];
      next = at + 1;
      while (next < tokens.length && tokens[next]?.kind !== 'close') {
        const argument = this.operand(tokens, next, line);
        args.push(argument.value);
        next = argument.next;
      }
      const wanted = { eq: [2, Infinity], ne: [2, 2], not: [1, 1], and: [1, Infinity], or: [1, Infinity] }[first.text];
      if (args.length < (wanted[0] ?? 0) || args.length > (wanted[1] ?? 0)) this.fail(line, `wrong number of arguments for ${first.text}`);
      value = { kind: 'call', name: first.text, args };
    } else {
      const single = this.operand(tokens, at, line);
      ({ value, next } = single);
      if (next < tokens.length && tokens[next]?.kind !== 'close') this.fail(line, 'only a function takes arguments');
    }
    if (nested) {
      if (tokens[next]?.kind !== 'close') this.fail(line, 'missing ")"');
      return { value, next: next + 1 };
    }
    if (next < tokens.length) this.fail(line, 'unexpected ")"');
    return { value, next };
  }

  /** The nodes up to an `else` or `end` (returned with what follows it), or to the end of the template. */
  private list(): { nodes: Node[]; stop?: { keyword: 'else' | 'end'; tokens: Token[]; line: number } } {
    const nodes: Node[] = [];
    while (this.position < this.pieces.length) {
      const piece = this.pieces[this.position] as Piece;
      this.position += 1;
      if (piece.kind === 'text') {
        nodes.push(piece);
        continue;
      }
      const [head, ...rest] = piece.tokens;
      if (!head) this.fail(piece.line, 'empty action');
      if (head.kind === 'word' && (head.text === 'else' || head.text === 'end')) {
        return { nodes, stop: { keyword: head.text, tokens: rest, line: piece.line } };
      }
      if (head.kind === 'word' && (head.text === 'if' || head.text === 'with')) {
        nodes.push(this.control(head.text, rest, piece.line));
        continue;
      }
      nodes.push({ kind: 'print', value: this.pipeline(piece.tokens, 0, piece.line, false).value, line: piece.line });
    }
    return { nodes };
  }

  /** `if` or `with` up to its `end`; an `else if` nests and shares that `end`, as in Go. */
  private control(kind: 'if' | 'with', tokens: Token[], line: number): Node {
    if (tokens.length === 0) this.fail(line, `missing condition in {{ ${kind} }}`);
    const condition = this.pipeline(tokens, 0, line, false).value;
    if (kind === 'with') this.withDepth += 1;
    const body = this.list();
    if (kind === 'with') this.withDepth -= 1;
    if (!body.stop) this.fail(line, `{{ ${kind} }} has no {{ end }}`);
    const [next, ...rest] = body.stop.tokens;
    if (body.stop.keyword === 'end') {
      if (next) this.fail(body.stop.line, 'unexpected words after end');
      return { kind, condition, then: body.nodes, otherwise: [], line };
    }
    if (next?.kind === 'word' && next.text === 'if') {
      return { kind, condition, then: body.nodes, otherwise: [this.control('if', rest, body.stop.line)], line };
    }
    if (next) this.fail(body.stop.line, 'unexpected words after else');
    const otherwise = this.list();
    if (otherwise.stop?.keyword !== 'end') this.fail(line, `{{ ${kind} }} has no {{ end }}`);
    if (otherwise.stop.tokens.length > 0) this.fail(otherwise.stop.line, 'unexpected words after end');
    return { kind, condition, then: body.nodes, otherwise: otherwise.nodes, line };
  }
}

// ---------------------------------------------------------------------------------------------
// Execution, with Go's truth, comparison and printing of decoded JSON (objects are Go maps).

/** Go's empty values: false, 0, "", nil, and empty maps and lists. */
function truth(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value !== 0;
  if (typeof value === 'string') return value.length > 0;
  if (Array.isArray(value)) return value.length > 0;
  return typeof value !== 'object' || Object.keys(value).length > 0;
}

/** How Go's fmt prints a decoded JSON value (a map with its keys sorted). */
function print(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const item = (entry: unknown) => (entry === null ? '<nil>' : print(entry));
  if (Array.isArray(value)) return `[${value.map(item).join(' ')}]`;
  if (typeof value !== 'object') return '';
  const keys = Object.keys(value).sort();
  return `map[${keys.map((key) => `${key}:${item((value as Record<string, unknown>)[key])}`).join(' ')}]`;
}

/** Go's kind of a decoded JSON value, as `eq` sorts its arguments; undefined for a missing one (nil). */
function kindOf(value: unknown): 'bool' | 'float64' | 'string' | 'map' | 'slice' | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'boolean') return 'bool';
  if (typeof value === 'number') return 'float64';
  if (typeof value === 'string') return 'string';
  return Array.isArray(value) ? 'slice' : 'map';
}

// html/template's escaper for text: what it replaces, and with what.
const htmlEscapes: Record<string, string> = {
  '\0': '\uFFFD',
  '"': '&#34;',
  '&': '&amp;',
  "'": '&#39;',
  '+': '&#43;',
  '<': '&lt;',
  '>': '&gt;',
};
// eslint-disable-next-line no-control-regex -- NUL is one of the characters html/template replaces
const htmlSpecial = /[\u0000"&'+<>]/g;
const escapeAsGoDoes = (text: string) => text.replace(htmlSpecial, (character) => htmlEscapes[character] ?? character);

class Execution {
  readonly out: string[] = [];

  constructor(
    private readonly root: unknown,
    private readonly name: string,
  ) {}

  private fail(line: number, message: string): never {
    throw new GoTemplateError(`${this.name}:${String(line)}: ${message}`);
  }

  private equals(line: number, name: 'eq' | 'ne', first: unknown, others: unknown[]): boolean {
    const firstKind = kindOf(first);
    for (const other of others) {
      const otherKind = kindOf(other);
      if (firstKind !== otherKind) {
        if (firstKind && otherKind) this.fail(line, `error calling ${name}: incompatible types for comparison`);
        continue;
      }
      if (firstKind === 'map' || firstKind === 'slice') this.fail(line, `error calling ${name}: non-comparable type ${firstKind}`);
      if (first === other || firstKind === undefined) return true;
    }
    return false;
  }

  private evaluate(expression: Expression, dot: unknown, line: number): unknown {
    switch (expression.kind) {
      case 'dot':
        return dot;
      case 'root':
        return this.root;
      case 'string':
        return expression.value;
      case 'field': {
        let value = expression.from === 'root' ? this.root : dot;
        for (const field of expression.path) {
          if (value === undefined) return undefined;
          if (value === null) this.fail(line, `nil pointer evaluating interface {}.${field}`);
          if (typeof value !== 'object' || Array.isArray(value))
            this.fail(line, `can't evaluate field ${field} in type ${String(kindOf(value))}`);
          // Own keys only: `.Data.constructor` is a missing key, as in Go's map, not Object's.
          value = Object.hasOwn(value, field) ? (value as Record<string, unknown>)[field] : undefined;
        }
        return value;
      }
      case 'call': {
        const [first, ...others] = expression.args.map((argument) => () => this.evaluate(argument, dot, line));
        if (!first) return undefined;
        switch (expression.name) {
          case 'not':
            return !truth(first());
          case 'eq':
            return this.equals(
              line,
              'eq',
              first(),
              others.map((other) => other()),
            );
          case 'ne':
            return !this.equals(
              line,
              'ne',
              first(),
              others.map((other) => other()),
            );
          case 'and':
          case 'or': {
            // Go's and/or return the deciding argument itself, evaluating no further than needed.
            let last: unknown;
            for (const argument of [first, ...others]) {
              last = argument();
              if (truth(last) === (expression.name === 'or')) return last;
            }
            return last;
          }
        }
      }
    }
  }

  run(nodes: Node[], dot: unknown) {
    for (const node of nodes) {
      if (node.kind === 'text') this.out.push(node.text);
      else if (node.kind === 'print') this.out.push(escapeAsGoDoes(print(this.evaluate(node.value, dot, node.line))));
      else {
        const value = this.evaluate(node.condition, dot, node.line);
        if (truth(value)) this.run(node.then, node.kind === 'with' ? value : dot);
        else this.run(node.otherwise, dot);
      }
    }
  }
}

/** Parses a template; throws a GoTemplateError naming the line of anything it does not read. */
export function parseGoTemplate(source: string, name: string): GoTemplate {
  const parser = new Parser(new Lexer(source, name).pieces, name);
  return {
    fields: parser.fields,
    execute: (data) => {
      const execution = new Execution(data, name);
      execution.run(parser.nodes, data);
      return execution.out.join('');
    },
  };
}
