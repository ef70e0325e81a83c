import {
  depositAuditRequest,
  freezeScope,
  kycReviewRequest,
  loanReviewRequest,
  proposalDecisionRequest,
  withdrawalReviewRequest,
} from '@brokerage/shared';
import type { i18n as I18n } from 'i18next';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import zhHans from '../locales/zh-Hans.json';
import { consoleI18n } from '../test/console-i18n';
import { AuditAction, AuditSubject, auditActionKey, auditSubjectKey } from './audit-action';

/**
 * Issue 28 item 10: the audit log names each action and record type in the reader's language.
 * The codes are not listed here by hand: they are read from the server's source, so an action
 * added there without a name in both dictionaries fails this test.
 */
const SERVER_SOURCE = path.join(import.meta.dirname, '..', '..', '..', 'server', 'src');

const decisions = (request: {
  def: { options: readonly { shape: { decision: { def: { values: readonly string[] } } } }[] };
}) => request.def.options.flatMap((option) => option.shape.decision.def.values);

/**
 * The actions the server writes from a template, with the values its placeholder takes: the
 * decision of each review request (packages/shared), the freeze scope, and the two decisions
 * on an unmatched transfer (`decideUnmatched`'s `'refused' | 'return'`, from chain.routes.ts).
 * Keyed by the template as written; a template not here fails the test until it is added.
 */
const TEMPLATES: Record<string, readonly string[]> = {
  'deposit.${input.decision}': decisions(depositAuditRequest),
  'withdrawal.${input.decision}': decisions(withdrawalReviewRequest),
  'kyc.${input.decision}': decisions(kycReviewRequest),
  'loan.${input.decision}': decisions(loanReviewRequest),
  'approval.${input.decision}': decisions(proposalDecisionRequest),
  'customer.freeze.${scope}': freezeScope.options,
  'customer.unfreeze.${scope}': freezeScope.options,
  'chain.${decision}': ['refused', 'return'],
};

interface Source {
  tree: ts.SourceFile;
  /** Every node of the file, walked once. */
  nodes: ts.Node[];
}

const everyNode = (root: ts.Node): ts.Node[] => {
  const nodes: ts.Node[] = [];
  const visit = (node: ts.Node) => {
    nodes.push(node);
    ts.forEachChild(node, visit);
  };
  visit(root);
  return nodes;
};

const serverSources = async (): Promise<Source[]> => {
  const entries = await readdir(SERVER_SOURCE, { withFileTypes: true, recursive: true });
  const files = entries
    .filter((entry) => entry.isFile() && /\.ts$/.test(entry.name))
    .filter((entry) => !/\.(test|d)\.ts$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  return Promise.all(
    files.map(async (file) => {
      const text = await readFile(file, 'utf8');
      const tree = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
      return { tree, nodes: everyNode(tree) };
    }),
  );
};

/** `….insert(auditLog).values(rows)`: every audit row is written through one of these. */
const isAuditInsert = (node: ts.Node): node is ts.CallExpression =>
  ts.isCallExpression(node) &&
  ts.isPropertyAccessExpression(node.expression) &&
  node.expression.name.text === 'values' &&
  ts.isCallExpression(node.expression.expression) &&
  ts.isPropertyAccessExpression(node.expression.expression.expression) &&
  node.expression.expression.expression.name.text === 'insert' &&
  node.expression.expression.arguments[0]?.getText() === 'auditLog';

type Fn = ts.ArrowFunction | ts.FunctionDeclaration | ts.FunctionExpression;

const functionName = (fn: Fn): string | undefined =>
  ts.isFunctionDeclaration(fn)
    ? fn.name?.text
    : ts.isVariableDeclaration(fn.parent) && ts.isIdentifier(fn.parent.name)
      ? fn.parent.name.text
      : undefined;

const isExported = (fn: Fn): boolean => {
  const statement = ts.isFunctionDeclaration(fn) ? fn : fn.parent.parent.parent;
  return (
    ts.canHaveModifiers(statement) &&
    (ts.getModifiers(statement) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
  );
};

type Binding =
  | { kind: 'parameter'; fn: Fn; index: number }
  | { kind: 'const'; value: ts.Expression };

/** What a name stands for where it is used: a parameter of a function around it, or a const. */
const bindingOf = (name: ts.Identifier): Binding | undefined => {
  for (let at: ts.Node | undefined = name.parent; at; at = at.parent) {
    if (ts.isArrowFunction(at) || ts.isFunctionDeclaration(at) || ts.isFunctionExpression(at)) {
      const index = at.parameters.findIndex(
        (p) => ts.isIdentifier(p.name) && p.name.text === name.text,
      );
      if (index >= 0) return { kind: 'parameter', fn: at, index };
    }
    if (ts.isBlock(at) || ts.isSourceFile(at))
      for (const statement of at.statements)
        if (
          ts.isVariableStatement(statement) &&
          statement.declarationList.flags & ts.NodeFlags.Const
        )
          for (const declaration of statement.declarationList.declarations)
            if (
              ts.isIdentifier(declaration.name) &&
              declaration.name.text === name.text &&
              declaration.initializer
            )
              return { kind: 'const', value: declaration.initializer };
  }
  return undefined;
};

/**
 * Every value the server writes to one column of the audit log (`action`, `subjectType`):
 * from each insert's rows back through the helpers that pass the value on (`writeAudit`,
 * `changeCustomer`, `recordFailedCheck`…) to the literals, conditionals, constants and
 * templates at their calls. What it cannot follow is answered as `unresolved`, with its place.
 */
const writtenValues = (sources: Source[], column: 'action' | 'subjectType') => {
  const found = new Set<string>();
  const unresolved: string[] = [];
  const followed = new Set<string>();
  const where = (node: ts.Node) => {
    const source = node.getSourceFile();
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    return `${path.relative(SERVER_SOURCE, source.fileName)}:${line + 1} ${node.getText()}`;
  };

  const property = (object: ts.ObjectLiteralExpression, name: string) =>
    object.properties.find((p) => p.name && ts.isIdentifier(p.name) && p.name.text === name);

  /** The values an expression can have; `through` names the member read (`record.action`). */
  const values = (node: ts.Expression, through: string[]): void => {
    let expression = node;
    while (ts.isParenthesizedExpression(expression) || ts.isAsExpression(expression))
      expression = expression.expression;
    const [first, ...rest] = through;
    if (first !== undefined) {
      if (ts.isObjectLiteralExpression(expression)) {
        const member = property(expression, first);
        if (member && ts.isPropertyAssignment(member)) return values(member.initializer, rest);
        if (member && ts.isShorthandPropertyAssignment(member)) return values(member.name, rest);
      } else if (ts.isIdentifier(expression)) return followName(expression, through);
      unresolved.push(where(expression));
      return;
    }
    if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) {
      found.add(expression.text);
    } else if (ts.isConditionalExpression(expression)) {
      values(expression.whenTrue, []);
      values(expression.whenFalse, []);
    } else if (ts.isTemplateExpression(expression)) {
      const template = expression.getText().slice(1, -1);
      const fills = TEMPLATES[template];
      if (fills) for (const fill of fills) found.add(template.replace(/\$\{[^}]*\}/, fill));
      else unresolved.push(`${where(expression)} (a template TEMPLATES does not expand)`);
    } else if (ts.isIdentifier(expression)) {
      followName(expression, []);
    } else if (
      ts.isPropertyAccessExpression(expression) &&
      ts.isIdentifier(expression.expression)
    ) {
      followName(expression.expression, [expression.name.text]);
    } else if (ts.isElementAccessExpression(expression) && ts.isIdentifier(expression.expression)) {
      // A lookup in a constant table (`AUDIT_SUBJECT[queue]`): any of its values.
      const binding = bindingOf(expression.expression);
      if (binding?.kind === 'const' && ts.isObjectLiteralExpression(binding.value))
        for (const member of binding.value.properties)
          if (ts.isPropertyAssignment(member)) values(member.initializer, []);
          else unresolved.push(where(member));
      else unresolved.push(where(expression));
    } else {
      unresolved.push(where(expression));
    }
  };

  /** A name: a constant's value, or a parameter's argument at every call of its function. */
  const followName = (name: ts.Identifier, through: string[]) => {
    const binding = bindingOf(name);
    if (binding?.kind === 'const') return values(binding.value, through);
    const fn = binding?.fn;
    const fnName = fn && functionName(fn);
    if (!binding || !fn || !fnName) {
      unresolved.push(where(name));
      return;
    }
    const key = `${fn.getSourceFile().fileName} ${fnName}#${binding.index}.${through.join('.')}`;
    if (followed.has(key)) return;
    followed.add(key);
    // A module's own helper is called only in its file; an exported one anywhere.
    const callers = isExported(fn) ? sources : sources.filter((s) => s.tree === fn.getSourceFile());
    let calls = 0;
    for (const { nodes } of callers)
      for (const node of nodes)
        if (
          ts.isCallExpression(node) &&
          ts.isIdentifier(node.expression) &&
          node.expression.text === fnName
        ) {
          calls += 1;
          const argument = node.arguments[binding.index];
          if (argument) values(argument, through);
          else unresolved.push(where(node));
        }
    if (calls === 0) unresolved.push(`${where(name)} (${fnName} is never called)`);
  };

  for (const { nodes } of sources)
    for (const node of nodes)
      if (isAuditInsert(node))
        for (const row of node.arguments.flatMap((rows) => everyNode(rows)))
          if (ts.isObjectLiteralExpression(row)) {
            const member = property(row, column);
            if (member && ts.isPropertyAssignment(member)) values(member.initializer, []);
            else if (member && ts.isShorthandPropertyAssignment(member)) values(member.name, []);
          }
  return { found: [...found].sort(), unresolved };
};

type Tree = { [key: string]: string | Tree };
const has = (dictionary: Tree, key: string) => {
  let at: Tree | string | undefined = dictionary;
  for (const part of key.split('.')) at = typeof at === 'object' ? at[part] : undefined;
  return typeof at === 'string';
};

describe('the audit log’s actions and record types, read from the server source', () => {
  let written: Record<'action' | 'subjectType', ReturnType<typeof writtenValues>>;
  // Parsing the server's few hundred files takes seconds on a busy machine.
  beforeAll(async () => {
    const sources = await serverSources();
    written = {
      action: writtenValues(sources, 'action'),
      subjectType: writtenValues(sources, 'subjectType'),
    };
  }, 60_000);

  it('are all followed to their values, and include the ones known to be written', () => {
    const { action: actions, subjectType: subjects } = written;
    expect(actions.unresolved, 'follow these in writtenValues or add to TEMPLATES').toEqual([]);
    expect(subjects.unresolved, 'follow these in writtenValues').toEqual([]);
    // The walk reaches the helpers: literals, a helper's argument, a constant, a template, a
    // typed parameter, the personal-data views, the review claims' table and a split's approval.
    expect(actions.found).toEqual(
      expect.arrayContaining([
        'ledger.adjust',
        'customer.vip',
        'ledger.check',
        'deposit.part',
        'customer.freeze.trading',
        'operator.login.failed',
        'customer.document.view',
        'review.assign',
        'corporate.split',
      ]),
    );
    expect(subjects.found).toEqual(
      expect.arrayContaining(['customer', 'operator-name', 'kyc_submission', 'instrument']),
    );
  });

  it('each have a name in English and in Simplified Chinese', () => {
    const missing: Record<string, { en: string[]; zhHans: string[] }> = {};
    for (const [column, keyOf] of [
      ['action', auditActionKey],
      ['subjectType', auditSubjectKey],
    ] as const) {
      const codes = written[column].found;
      expect(codes.length).toBeGreaterThan(column === 'action' ? 50 : 15);
      const keys = new Set(codes.map(keyOf));
      expect(keys.size, `two ${column} codes share a dictionary key`).toBe(codes.length);
      missing[column] = {
        en: codes.filter((code) => !has(en as Tree, keyOf(code))),
        zhHans: codes.filter((code) => !has(zhHans as Tree, keyOf(code))),
      };
    }
    const none = { en: [], zhHans: [] };
    expect(missing, 'name these in locales/en.json and zh-Hans.json').toEqual({
      action: none,
      subjectType: none,
    });
  });
});

describe('AuditAction and AuditSubject', () => {
  let i18n: I18n;
  beforeAll(async () => {
    i18n = await consoleI18n();
  });
  const html = async (language: string, element: ReactElement) => {
    await i18n.changeLanguage(language);
    return renderToStaticMarkup(<I18nextProvider i18n={i18n}>{element}</I18nextProvider>);
  };

  it('name an action and a record in the reader’s language', async () => {
    expect(await html('en', <AuditAction action="customer.document.view" />)).toContain(
      'Viewed a customer&#x27;s document',
    );
    expect(await html('zh-Hans', <AuditAction action="ledger.adjust" />)).toContain('手工调账');
    expect(await html('en', <AuditSubject type="customer" id="11" />)).toContain('Customer #11');
    expect(await html('zh-Hans', <AuditSubject type="kyc_submission" id={3} />)).toContain(
      '认证申请 #3',
    );
  });

  it('show an unknown code as it is, and a record without an ID without a number', async () => {
    expect(await html('en', <AuditAction action="something.new" />)).toContain('something.new');
    const subject = await html('zh-Hans', <AuditSubject type="gadget" id={null} />);
    expect(subject).toContain('>gadget<');
    expect(subject).not.toContain('#');
  });
});
