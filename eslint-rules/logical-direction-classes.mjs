/**
 * `local/logical-direction-classes`: the layout is written in logical directions only (start and end,
 * not left and right), so the same markup reads right to left for Urdu. Every string in the source is
 * read as a list of class names; one that sets a physical side (`pl-4`, `right-0`, `border-l-2`,
 * `rounded-r-full`, `text-left`, with any variants such as `sm:` or `hover:`) is reported with its
 * logical twin, which `eslint --fix` writes in its place.
 *
 * What stays physical on purpose: centring (`inset-x-0 mx-auto` needs no side) and translations, which
 * carry an `rtl:` variant where they point somewhere.
 */

const SPACING_VALUE = String.raw`(?:\d+(?:\.\d+)?|px|auto|full|\d+/\d+|\[[^\]\s]+\])`;

/** A physical side → its logical twin's letter or word: left is the start of a line, right its end. */
const SIDE = { l: 's', r: 'e', t: 's', b: 'e', left: 'start', right: 'end' };

/** Physical class → logical twin; a rounded corner names its block side (top, bottom) then its inline side. */
const LOGICAL = [
  [
    new RegExp(String.raw`^(-?)(scroll-m|scroll-p|m|p)([lr])-(${SPACING_VALUE})$`),
    (sign, stem, side, value) => `${sign}${stem}${SIDE[side]}-${value}`,
  ],
  [new RegExp(String.raw`^(-?)(left|right)-(${SPACING_VALUE})$`), (sign, side, value) => `${sign}inset-${SIDE[side[0]]}-${value}`],
  [/^(border|rounded)-([lr])(-.+)?$/, (stem, side, rest = '') => `${stem}-${SIDE[side]}${rest}`],
  [/^rounded-([tb])([lr])(-.+)?$/, (edge, side, rest = '') => `rounded-${SIDE[edge]}${SIDE[side]}${rest}`],
  [/^(text|float|clear)-(left|right)$/, (property, side) => `${property}-${SIDE[side]}`],
];

/** `sm:hover:!pl-4` → { variants: 'sm:hover:', important: '!', utility: 'pl-4' }; a variant may hold brackets (`[&>li]:pl-2`). */
function splitClass(token) {
  let depth = 0;
  let cut = 0;
  for (let i = 0; i < token.length; i += 1) {
    if (token[i] === '[') depth += 1;
    else if (token[i] === ']') depth -= 1;
    else if (token[i] === ':' && depth === 0) cut = i + 1;
  }
  const rest = token.slice(cut);
  const important = rest.startsWith('!') ? '!' : '';
  return { variants: token.slice(0, cut), important, utility: rest.slice(important.length) };
}

/** The logical twin of a class that sets a physical side, or null for any other class (or word). */
export function logicalClass(token) {
  const { variants, important, utility } = splitClass(token);
  for (const [pattern, logical] of LOGICAL) {
    const match = pattern.exec(utility);
    if (match) return `${variants}${important}${logical(...match.slice(1))}`;
  }
  return null;
}

const logicalDirectionClasses = {
  meta: {
    type: 'problem',
    fixable: 'code',
    docs: { description: 'Layout classes use logical sides (start/end), so pages mirror right to left.' },
    messages: {
      physical: '"{{physical}}" sets a physical side, which does not mirror right to left: use "{{logical}}".',
    },
    schema: [],
  },
  create(context) {
    function check(node, text) {
      const replacements = [];
      for (const match of text.matchAll(/\S+/g)) {
        const logical = logicalClass(match[0]);
        if (logical) replacements.push({ physical: match[0], logical });
      }
      if (replacements.length === 0) return;
      const raw = context.sourceCode.getText(node);
      for (const { physical, logical } of replacements) {
        context.report({
          node,
          messageId: 'physical',
          data: { physical, logical },
          fix: (fixer) => fixer.replaceText(node, rewrite(raw, replacements)),
        });
      }
    }
    return {
      Literal(node) {
        if (typeof node.value === 'string') check(node, node.value);
      },
      TemplateElement(node) {
        check(node, node.value.cooked ?? '');
      },
    };
  },
};

/** The source text with every physical class replaced, token by token (a class never holds a quote or an escape). */
function rewrite(raw, replacements) {
  return raw.replace(/[^\s"'`{}$]+/g, (token) => replacements.find((r) => r.physical === token)?.logical ?? token);
}

export { logicalDirectionClasses };
