// An ESLint rule: a key that may come from outside (a body key, a query or path value, an
// upstream answer) never meets Object.prototype. A plain object answers `constructor`,
// `toString` and `__proto__` from its prototype, and assigning `__proto__` replaces the
// prototype: `(fields[key] ??= []).push(...)` on `{}` made PUT /api/me/preferences answer 500
// for a body key `constructor` ("Security, second pass" (A)). Three shapes are refused:
//
//   `key in object`            Object.hasOwn(object, key), or a Set or Map
//   `dict[key] = …` (any of = ??= ||= += ++) where `dict` was made as an object literal:
//                              make it with Object.create(null), or use a Map
//   `table[key as K]`          a cast key may be any string: Object.hasOwn(table, key) first
//
// The key is exempt when it is a literal, a choice of literals, a const bound to a Symbol, or a
// template that starts with text no name of Object.prototype starts with (`params.${name}`); a
// cast key read under `Object.hasOwn(table, key) ?` is checked. A key from code alone
// (a definition's own names) may say so in an eslint-disable comment with its reason. What
// this cannot see (a dictionary reached through a property or a parameter) the property-based
// suite catches by sending prototype keys to every endpoint (test/integration/fuzz.int.test.ts).

/** `x as T`, `x satisfies T`, `x!` around an expression: what is inside. */
function unwrap(node) {
  let n = node;
  while (
    n &&
    (n.type === "TSAsExpression" ||
      n.type === "TSSatisfiesExpression" ||
      n.type === "TSNonNullExpression" ||
      n.type === "TSTypeAssertion")
  )
    n = n.expression;
  return n;
}

const PROTOTYPE_NAMES = Object.getOwnPropertyNames(Object.prototype);

function isLiteralKey(node) {
  const n = unwrap(node);
  if (n.type === "Literal") return true;
  if (n.type === "TemplateLiteral") {
    const head = n.quasis[0]?.value.cooked ?? "";
    return (
      n.expressions.length === 0 ||
      (head !== "" && !PROTOTYPE_NAMES.some((name) => name.startsWith(head)))
    );
  }
  if (n.type === "ConditionalExpression")
    return isLiteralKey(n.consequent) && isLiteralKey(n.alternate);
  // `-1`, `+x`: numbers
  return n.type === "UnaryExpression" && (n.operator === "-" || n.operator === "+");
}

/** The declarator's initial value of the variable `identifier` names, if it is a const or let. */
function initOf(context, identifier) {
  let scope = context.sourceCode.getScope(identifier);
  while (scope) {
    const variable = scope.set.get(identifier.name);
    if (variable) {
      const def = variable.defs[0];
      return def?.type === "Variable" ? unwrap(def.node.init) : undefined;
    }
    scope = scope.upper;
  }
  return undefined;
}

function isSymbol(context, node) {
  const n = unwrap(node);
  if (n.type !== "Identifier") return false;
  const init = initOf(context, n);
  if (init?.type !== "CallExpression") return false;
  const callee = init.callee;
  return (
    (callee.type === "Identifier" && callee.name === "Symbol") ||
    (callee.type === "MemberExpression" &&
      callee.object.type === "Identifier" &&
      callee.object.name === "Symbol")
  );
}

const exempt = (context, key) => isLiteralKey(key) || isSymbol(context, key);

/** True when `object` is an object literal, or a variable first set to one. */
function isPlainObject(context, object) {
  const n = unwrap(object);
  if (n.type === "ObjectExpression") return true;
  // `(copy ??= { ...record })[key]`
  if (n.type === "AssignmentExpression") return isPlainObject(context, n.right);
  if (n.type !== "Identifier") return false;
  const init = initOf(context, n);
  return init?.type === "ObjectExpression";
}

/** True when `node` is read only where `Object.hasOwn(object, key)` holds. */
function isCheckedOwn(context, node) {
  const text = (n) => context.sourceCode.getText(unwrap(n)).replace(/\s+/g, "");
  const check = `Object.hasOwn(${text(node.object)},${text(node.property)})`;
  for (let child = node, parent = node.parent; parent; child = parent, parent = parent.parent) {
    const guarded =
      ((parent.type === "ConditionalExpression" || parent.type === "IfStatement") &&
        parent.consequent === child) ||
      (parent.type === "LogicalExpression" && parent.operator === "&&" && parent.right === child);
    const test = parent.type === "LogicalExpression" ? parent.left : parent.test;
    if (guarded && text(test).includes(check)) return true;
  }
  return false;
}

function isWrite(node) {
  const parent = node.parent;
  if (parent.type === "AssignmentExpression" && parent.left === node) return true;
  if (parent.type === "UpdateExpression") return true;
  return false;
}

const rule = {
  meta: {
    type: "problem",
    docs: { description: "Keys from outside never reach Object.prototype" },
    schema: [],
    messages: {
      in: "`in` also finds Object.prototype's names (`constructor`, `toString`): use Object.hasOwn(object, key), a Set or a Map.",
      write:
        "This object literal is written under a computed key: a key `__proto__` replaces its prototype and `constructor` is already there. Make it with Object.create(null), or use a Map.",
      cast: "A cast key may be any string, `constructor` included: check Object.hasOwn(table, key) before reading.",
    },
  },
  create(context) {
    return {
      BinaryExpression(node) {
        if (node.operator === "in" && !exempt(context, node.left))
          context.report({ node, messageId: "in" });
      },
      MemberExpression(node) {
        if (!node.computed || exempt(context, node.property)) return;
        if (isWrite(node) && isPlainObject(context, node.object))
          context.report({ node, messageId: "write" });
        else if (
          !isWrite(node) &&
          node.property.type === "TSAsExpression" &&
          !isCheckedOwn(context, node)
        )
          context.report({ node, messageId: "cast" });
      },
    };
  },
};

export default rule;
