import { createTranslator } from 'next-intl';
import { catalogOf } from '@/i18n/catalogs';
import { LOCALES } from '@/lib/i18n/locales.mjs';

type Tree = { [key: string]: string | Tree };

/** Every text of a catalogue by its dotted key. */
function textsOf(tree: Tree, prefix = ''): Map<string, string> {
  const texts = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') texts.set(`${prefix}${key}`, value);
    else for (const [inner, text] of textsOf(value, `${prefix}${key}.`)) texts.set(inner, text);
  }
  return texts;
}

const placeholdersOf = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((match) => match[1]).sort();
const english = textsOf(catalogOf('en'));

test('every language has every English key, with the same placeholders', () => {
  for (const locale of LOCALES) {
    const texts = textsOf(catalogOf(locale));
    expect([locale, [...texts.keys()].sort()]).toEqual([locale, [...english.keys()].sort()]);
    for (const [key, text] of texts) expect([locale, key, placeholdersOf(text)]).toEqual([locale, key, placeholdersOf(english.get(key)!)]);
  }
});

test('an Urdu text is Urdu: written in its script, never the English left in place', () => {
  for (const [key, text] of textsOf(catalogOf('ur'))) {
    expect([key, text === english.get(key)]).toEqual([key, false]);
    expect([key, /[\u0600-\u06FF]/.test(text)]).toEqual([key, true]);
  }
});

test('every message formats in its language, its placeholders filled (ICU syntax that next-intl reads)', () => {
  for (const locale of LOCALES) {
    const onError = jest.fn();
    const t = createTranslator({ locale, messages: catalogOf(locale), onError }) as unknown as (key: string, values: object) => string;
    for (const [key, text] of textsOf(catalogOf(locale))) {
      const values = Object.fromEntries(placeholdersOf(text).map((name) => [name, `‹${name}›`]));
      const formatted = t(key, values);
      for (const name of placeholdersOf(text)) expect([locale, key, formatted.includes(`‹${name}›`)]).toEqual([locale, key, true]);
    }
    expect(onError).not.toHaveBeenCalled();
  }
});
