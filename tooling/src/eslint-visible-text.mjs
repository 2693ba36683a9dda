// The lint rule that refuses a visible string in JSX that does not go through a module's message
// catalogue (issue 63): text between tags outside <Trans>, and a literal or template text given to a
// prop a person reads or hears (label, title, aria-label, ...), directly or as either side of a
// condition. Strings elsewhere (a style, a variant, a key) are not its business.

/** The props whose text reaches a person: shown, or read out by a screen reader. */
const VISIBLE_PROPS = new Set([
  'label',
  'title',
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'placeholder',
  'helperText',
  'alt',
  'primary',
  'secondary',
  'description',
  'emptyText',
  'tooltip',
]);
/** Lingui's JSX macros: text inside them is the catalogue's. */
const MESSAGE_ELEMENTS = new Set(['Trans', 'Plural', 'Select', 'SelectOrdinal']);
const LETTER = /\p{L}/u;

const elementName = (element) => element.openingElement.name.name;
const insideMessage = (node) => {
  for (let ancestor = node.parent; ancestor; ancestor = ancestor.parent)
    if (ancestor.type === 'JSXElement' && MESSAGE_ELEMENTS.has(elementName(ancestor))) return true;
  return false;
};

/** The literal text an expression shows, through conditions and fallbacks: the parts a person would read. */
function textsOf(expression) {
  if (!expression) return [];
  switch (expression.type) {
    case 'Literal':
      return typeof expression.value === 'string' && LETTER.test(expression.value) ? [expression] : [];
    case 'TemplateLiteral':
      return expression.quasis.some((quasi) => LETTER.test(quasi.value.cooked ?? '')) ? [expression] : [];
    case 'ConditionalExpression':
      return [...textsOf(expression.consequent), ...textsOf(expression.alternate)];
    case 'LogicalExpression':
      return textsOf(expression.right);
    default:
      return [];
  }
}

export const visibleTextInCatalogue = {
  meta: {
    type: 'problem',
    docs: { description: 'Visible text in JSX comes from the module catalogue (Lingui macros).' },
    messages: {
      text: 'Visible text goes through the catalogue: wrap it in <Trans> (issue 63).',
      prop: "The '{{prop}}' a person reads goes through the catalogue: t`...` from useLingui() (issue 63).",
    },
    schema: [],
  },
  create(context) {
    return {
      JSXText(node) {
        if (LETTER.test(node.value) && !insideMessage(node)) context.report({ node, messageId: 'text' });
      },
      'JSXElement > JSXExpressionContainer'(node) {
        if (insideMessage(node)) return;
        for (const text of textsOf(node.expression)) context.report({ node: text, messageId: 'text' });
      },
      JSXAttribute(node) {
        const prop = typeof node.name.name === 'string' ? node.name.name : null;
        if (!prop || !VISIBLE_PROPS.has(prop) || !node.value) return;
        const texts = node.value.type === 'JSXExpressionContainer' ? textsOf(node.value.expression) : textsOf(node.value);
        for (const text of texts) context.report({ node: text, messageId: 'prop', data: { prop } });
      },
    };
  },
};
